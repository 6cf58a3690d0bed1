// A person who signs in with an email and a password, written as better-auth reads them: the user row and its
// credential account holding the password's hash. Sign-up and the seeded accounts (demo, first admin) both write
// people this way.
import type { Tx } from '../db/client';
import { accounts, users } from '../db/schema';
import { personSlug } from '../lib/slug';

type PersonFields = Omit<typeof users.$inferInsert, 'id' | 'name' | 'slug' | 'agreeToTerms'> & {
  firstName: string;
  lastName: string;
};

/** Inserts the person (their display name and slug from their names; terms agreed) and their credential. */
export async function insertPasswordUser(tx: Tx, person: PersonFields, passwordHash: string): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({
      ...person,
      name: `${person.firstName} ${person.lastName}`,
      slug: personSlug(person.firstName, person.lastName),
      agreeToTerms: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  await tx
    .insert(accounts)
    .values({ accountId: user.id, providerId: 'credential', userId: user.id, password: passwordHash });
  return user.id;
}
