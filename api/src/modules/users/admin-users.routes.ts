import { userSchema } from '@naija-homes/contracts/user';
import { Hono } from 'hono';
import * as z from 'zod';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { errorResponses, messageResponseSchema, type RouteDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { adminUsersQuerySchema, listUsers } from './admin-users.service';

export function adminUserRoutes(auth: Auth, db: Db) {
  return new Hono().get(
    '/users',
    requireUser(auth, db, ['ADMIN']),
    validate('query', adminUsersQuerySchema),
    async (c) => c.json(await listUsers(db, c.req.valid('query'))),
  );
}

export const adminUserDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/v1/admin/users',
    tag: 'Admin',
    access: ['ADMIN'],
    summary: 'Users, newest first, filtered by role and searched by name or email',
    query: adminUsersQuerySchema,
    responses: {
      200: {
        description: 'A page',
        schema: z.object({ data: z.array(userSchema), totalPages: z.number(), total: z.number() }),
      },
      400: errorResponses[400],
      401: errorResponses[401],
      403: { description: 'Not an admin', schema: messageResponseSchema },
    },
  },
];
