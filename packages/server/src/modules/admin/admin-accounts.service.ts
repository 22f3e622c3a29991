import type { AdminAccount, AdminAccountList, Role } from '@storykeep/core';
import { isAdmin, pageOffset } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { likePattern } from '../../db/like-pattern.js';
import type { Actor } from '../../http/actor.js';
import { forbidden, HttpError, notFound } from '../../http/errors.js';

function requireAdmin(actor: Actor): void {
  // An impersonated session acts as its target, so it never reaches the administration calls.
  if (!isAdmin(actor) || actor.impersonatorId) throw forbidden('Only an admin can manage accounts');
}

async function organizationsOf(context: AppContext, userIds: string[]): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await context.db
    .selectFrom('organization_members as m')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .select(['m.user_id', 'o.code'])
    .where('m.user_id', 'in', userIds)
    .orderBy('o.code')
    .execute();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.code]);
  return byUser;
}

/** `GET /admin/accounts`: every account (admin only), newest first, filtered by name or e-mail. */
export async function listAccounts(
  context: AppContext,
  actor: Actor,
  query: { search?: string; page: number; pageSize: number },
): Promise<AdminAccountList> {
  requireAdmin(actor);
  let base = context.db.selectFrom('users');
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    base = base.where((eb) => eb.or([eb('full_name', 'ilike', pattern), eb('email', 'ilike', pattern)]));
  }
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'email', 'full_name', 'role', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('email')
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize))
    .execute();
  const organizations = await organizationsOf(
    context,
    rows.map((r) => r.id),
  );
  return {
    total: Number(total),
    items: rows.map((r) => ({
      id: r.id,
      email: r.email,
      full_name: r.full_name,
      role: r.role,
      organizations: organizations.get(r.id) ?? [],
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}

/** `PUT /admin/accounts/{id}/role`: sets an account's role; an admin cannot change their own, so the workspace keeps one. */
export async function setAccountRole(context: AppContext, actor: Actor, id: string, role: Role): Promise<AdminAccount> {
  requireAdmin(actor);
  if (id === actor.userId) throw new HttpError(409, 'CONFLICT', 'You cannot change your own role', 'id');
  const row = await context.db
    .updateTable('users')
    .set({ role })
    .where('id', '=', id)
    .returning(['id', 'email', 'full_name', 'role', 'created_at'])
    .executeTakeFirst();
  if (!row) throw notFound('Account');
  const organizations = await organizationsOf(context, [row.id]);
  return { ...row, organizations: organizations.get(row.id) ?? [], created_at: new Date(row.created_at).toISOString() };
}
