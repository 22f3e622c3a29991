import type { AdminAccount, AdminAccountList, AdminAccountQuery } from '../model/api/admin.api.schema.js';
import type { Role } from '../model/role.schema.js';

/** Administration (admin only): every account, searched and paged, and each account's role. */
export const AdminApi = Symbol('AdminApi');
export interface AdminApi {
  /** `GET /admin/accounts`. */
  listAccounts(query: AdminAccountQuery): Promise<AdminAccountList>;
  /** `PUT /admin/accounts/{id}/role`: answers the changed account. */
  setRole(id: string, role: Role): Promise<AdminAccount>;
}
