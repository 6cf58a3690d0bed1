// Helpers that create users of each role through the real HTTP flows, reading codes from the dev outbox.
import type { SignUp } from '@naija-homes/contracts/auth';
import type { Role } from '@naija-homes/contracts/enums';
import type { User } from '@naija-homes/contracts/user';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxMails } from '../db/schema';
import { ensureAccount } from '../db/seed/accounts';
import type { TestContext } from './app';
import type { TestClient } from './client';

let counter = 0;
export const TEST_PASSWORD = 'Str0ng-pass';

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.ng`;
}

export function signUpBody(overrides: Partial<SignUp> = {}): SignUp {
  return {
    firstName: 'Chidi',
    lastName: 'Okeke',
    email: uniqueEmail(),
    phoneNumber: '0803 123 4567',
    password: TEST_PASSWORD,
    role: 'BUYER',
    ...overrides,
  };
}

/** The newest 6-digit code mailed to this address. */
export async function latestCode(database: Database, email: string): Promise<string> {
  const [mail] = await database.db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.to, email.toLowerCase()))
    .orderBy(desc(outboxMails.seq))
    .limit(1);
  const code = mail?.subject.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export interface SignedInUser {
  client: TestClient;
  user: User;
  email: string;
  password: string;
}

/** Signs up (AGENT or BUYER), verifies the code, and returns a signed-in client. */
export async function signedUpUser(
  t: TestContext,
  role: 'AGENT' | 'BUYER' = 'BUYER',
  overrides: Partial<SignUp> = {},
): Promise<SignedInUser> {
  const client = t.client();
  const body = signUpBody({ role, ...overrides });
  const signUp = await client.post('/api/v1/auth/sign-up', body);
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${signUp.text}`);
  const code = await latestCode(t.database, body.email);
  const verified = await client.post<{ data: User }>('/api/v1/auth/verify-otp', {
    email: body.email,
    code,
    type: 'verify-email',
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${verified.text}`);
  return { client, user: verified.body.data, email: body.email.toLowerCase(), password: body.password };
}

/** Any role (ADMIN included) created directly, then signed in over HTTP. */
export async function signedInUser(t: TestContext, role: Role): Promise<SignedInUser> {
  const email = uniqueEmail(role.toLowerCase());
  await ensureAccount(t.database.db, {
    email,
    password: TEST_PASSWORD,
    firstName: 'Amaka',
    lastName: 'Eze',
    role,
    phoneNumber: role === 'ADMIN' ? null : '+2348031234567',
    agent: role === 'AGENT' ? { status: 'approved' } : undefined,
  });
  const client = t.client();
  const response = await client.post<{ data: User }>('/api/v1/auth/sign-in', { email, password: TEST_PASSWORD });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
  return { client, user: response.body.data, email, password: TEST_PASSWORD };
}
