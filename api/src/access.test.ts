// Authorisation is data: every documented route declares who may call it. This walks every route with every
// role that may not call it and expects 401 (visitor) or 403 (wrong role), so a route added without its guard
// fails here.
import { describe, expect, test } from 'bun:test';
import type { Role } from '@naija-homes/contracts';
import { createApp } from './app';
import { setupTestApp } from './test/app';
import { type SignedInUser, signedInUser } from './test/users';

const t = await setupTestApp();
const { routes } = createApp({ config: t.config, database: t.database });
const allRoles: Role[] = ['AGENT', 'BUYER', 'ADMIN'];
const signedIn = new Map<Role, SignedInUser>();
for (const role of allRoles) signedIn.set(role, await signedInUser(t, role));

/** A concrete URL for a documented path: every parameter becomes a well-formed id nobody owns. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

const guarded = routes.filter((route) => route.access !== 'public' && route.access !== 'dev');

describe('access', () => {
  test('there are guarded routes to check', () => {
    expect(guarded.length).toBeGreaterThan(20);
  });

  for (const route of guarded) {
    const name = `${route.method.toUpperCase()} ${route.path}`;
    test(`${name}: a visitor gets 401`, async () => {
      const response = await t.client().request(route.method.toUpperCase(), concrete(route.path), {});
      expect(response.status, name).toBe(401);
    });
    if (Array.isArray(route.access)) {
      const refused = allRoles.filter((role) => !(route.access as readonly Role[]).includes(role));
      for (const role of refused) {
        test(`${name}: ${role} gets 403`, async () => {
          const user = signedIn.get(role) as SignedInUser;
          const response = await user.client.request(route.method.toUpperCase(), concrete(route.path), {});
          expect(response.status, `${name} as ${role}`).toBe(403);
        });
      }
    }
  }
});
