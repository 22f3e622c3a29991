import { z } from 'zod';
import { IdSchema } from '../primitives.schema.js';
import { RoleSchema } from '../role.schema.js';

/** One account as the administration screen lists it, with the codes of the organizations it belongs to. */
export const AdminAccountSchema = z.object({
  id: IdSchema,
  email: z.string(),
  full_name: z.string(),
  role: RoleSchema,
  organizations: z.array(z.string()),
  created_at: z.string(),
});
export type AdminAccount = z.infer<typeof AdminAccountSchema>;

/** `GET /admin/accounts`: a page of accounts, optionally those whose name or e-mail contains `search`. */
export const AdminAccountQuerySchema = z.strictObject({
  search: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export interface AdminAccountQuery {
  search?: string;
  page?: number;
  pageSize?: number;
}

export const AdminAccountListResponseSchema = z.object({ items: z.array(AdminAccountSchema), total: z.number().int().min(0) });
export type AdminAccountList = z.infer<typeof AdminAccountListResponseSchema>;

/** `/admin/accounts/{id}/role`. */
export const AdminAccountParamsSchema = z.strictObject({ id: IdSchema });
/** `PUT /admin/accounts/{id}/role`: the account's workspace role. */
export const AdminAccountRoleRequestSchema = z.strictObject({ role: RoleSchema });
export type AdminAccountRoleRequest = z.infer<typeof AdminAccountRoleRequestSchema>;
