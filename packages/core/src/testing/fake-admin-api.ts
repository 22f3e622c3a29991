import type { AdminAccount, AdminAccountList, AdminAccountQuery } from '../model/api/admin.api.schema.js';
import type { Role } from '../model/role.schema.js';
import type { AdminApi } from '../ports/admin-api.port.js';
import { apiFailure } from '../ports/api-failure.port.js';

/** In-memory AdminApi: `accounts` in list order, searched by name or e-mail like the server; `failing` makes every call fail. */
export class FakeAdminApi implements AdminApi {
  accounts: AdminAccount[] = [];
  failing = false;
  readonly queries: AdminAccountQuery[] = [];

  async listAccounts(query: AdminAccountQuery): Promise<AdminAccountList> {
    this.queries.push({ ...query });
    if (this.failing) throw apiFailure(500, 'INTERNAL', 'Accounts could not be loaded');
    const search = query.search?.trim().toLowerCase() ?? '';
    const matches = this.accounts.filter(
      (a) => !search || a.email.toLowerCase().includes(search) || a.full_name.toLowerCase().includes(search),
    );
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    return { items: matches.slice((page - 1) * pageSize, page * pageSize).map((a) => ({ ...a })), total: matches.length };
  }

  async setRole(id: string, role: Role): Promise<AdminAccount> {
    if (this.failing) throw apiFailure(500, 'INTERNAL', 'The role could not be changed');
    const account = this.accounts.find((a) => a.id === id);
    if (!account) throw apiFailure(404, 'NOT_FOUND', 'Account not found');
    account.role = role;
    return { ...account };
  }
}
