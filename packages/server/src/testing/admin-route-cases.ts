import { randomUUID } from 'node:crypto';
import { adminOnly, type RouteCase } from './route-rules.js';

/** Administration: the account list and role changes answer only an admin. */
export const adminRouteCases: RouteCase[] = [
  {
    route: 'GET /admin/audit-events',
    build: () => ({ url: '/admin/audit-events?kind=sign_in&account=nobody%40world.test&page=1&pageSize=5' }),
    expect: adminOnly(),
  },
  { route: 'GET /admin/accounts', build: () => ({ url: '/admin/accounts?search=world&page=1&pageSize=5' }), expect: adminOnly() },
  {
    route: 'PUT /admin/accounts/:id/role',
    // A fresh account of the tenant's organization, so no role of the shared world changes.
    build: async (db, _w, tenant) => {
      const id = randomUUID();
      await db
        .insertInto('users')
        .values({ id, email: `role-${id.slice(0, 8)}@world.test`, full_name: 'Role target', password_hash: null, role: 'user' })
        .execute();
      await db.insertInto('organization_members').values({ organization_id: tenant.organization.id, user_id: id }).execute();
      return { url: `/admin/accounts/${id}/role`, body: { role: 'manager' } };
    },
    expect: adminOnly(),
  },
];
