import {
  type AdminAccount,
  type AdminAccountList,
  AdminAccountListResponseSchema,
  type AdminAccountQuery,
  AdminAccountSchema,
  type AdminApi,
  type Role,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { queryString, segment } from './query-string.js';

/** AdminApi over HTTP: `/admin/accounts…`. */
@injectable()
export class HttpAdminApi implements AdminApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  listAccounts(query: AdminAccountQuery): Promise<AdminAccountList> {
    return this.http.request('GET', `/admin/accounts${queryString({ ...query })}`, AdminAccountListResponseSchema);
  }
  setRole(id: string, role: Role): Promise<AdminAccount> {
    return this.http.request('PUT', `/admin/accounts/${segment(id)}/role`, AdminAccountSchema, { role });
  }
}
