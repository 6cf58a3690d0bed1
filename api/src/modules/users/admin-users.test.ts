import { describe, expect, test } from 'bun:test';
import { userSchema } from '@naija-homes/contracts/user';
import * as z from 'zod';
import { setupTestApp } from '../../test/app';
import { signedInUser, signedUpUser } from '../../test/users';

const t = await setupTestApp();
const pageSchema = z.object({ data: z.array(userSchema), totalPages: z.number(), total: z.number() });

describe('admin user list', () => {
  test('admins page through users, filter by role and search by name or email', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const agent = await signedUpUser(t, 'AGENT', { firstName: 'Tobiloba' });
    await signedUpUser(t, 'BUYER');

    const all = await admin.client.get('/api/v1/admin/users?limit=2');
    expect(all.status).toBe(200);
    const page = pageSchema.parse(all.body);
    expect(page.data).toHaveLength(2);
    expect(page.totalPages).toBe(Math.ceil(page.total / 2));

    const agents = pageSchema.parse((await admin.client.get('/api/v1/admin/users?role=AGENT&limit=100')).body);
    expect(agents.data.every((user) => user.role === 'AGENT' && user.agent !== null)).toBe(true);

    const queue = pageSchema.parse((await admin.client.get('/api/v1/admin/users?status=incomplete&limit=100')).body);
    expect(queue.data.some((user) => user._id === agent.user._id)).toBe(true);
    expect(queue.data.every((user) => user.agent?.status === 'incomplete')).toBe(true);
    expect((await admin.client.get('/api/v1/admin/users?status=unknown')).status).toBe(400);

    const found = pageSchema.parse((await admin.client.get('/api/v1/admin/users?search=tobilo')).body);
    expect(found.data.map((user) => user._id)).toEqual([agent.user._id]);
    const byEmail = pageSchema.parse((await admin.client.get(`/api/v1/admin/users?search=${agent.email}`)).body);
    expect(byEmail.total).toBe(1);
    // LIKE wildcards are matched literally.
    expect(pageSchema.parse((await admin.client.get('/api/v1/admin/users?search=%25')).body).total).toBe(0);
  });

  test('bad filters are 400 and other roles are refused', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const bad = await admin.client.get('/api/v1/admin/users?role=KING');
    expect(bad).toMatchObject({ status: 400, body: { message: 'role must be AGENT, BUYER or ADMIN' } });
    expect((await admin.client.get('/api/v1/admin/users?page=0')).status).toBe(400);
    expect((await t.client().get('/api/v1/admin/users')).status).toBe(401);
    const buyer = await signedInUser(t, 'BUYER');
    expect((await buyer.client.get('/api/v1/admin/users')).status).toBe(403);
  });
});
