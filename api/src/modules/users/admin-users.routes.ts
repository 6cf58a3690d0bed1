// /api/v1/admin/users: the admin's list of users.
import { usersPageSchema } from '@naija-homes/contracts/user';
import { defineRoute, jsonResponse, router } from '../../lib/route';
import { adminUsersQuerySchema, listUsers } from './admin-users.service';

const list = defineRoute({
  method: 'get',
  operationId: 'usersList',
  path: '/users',
  tags: ['Admin'],
  access: ['ADMIN'],
  summary: 'Users, newest first, filtered by role and searched by name or email',
  request: { query: adminUsersQuerySchema },
  responses: { 200: jsonResponse(usersPageSchema, 'A page') },
});

export const adminUserRoutes = router().openapi(list, async (c) =>
  c.json(await listUsers(c.var.services.db, c.req.valid('query')), 200),
);
