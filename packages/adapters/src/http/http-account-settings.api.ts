import {
  type AccountSettingsApi,
  type ChangePasswordRequest,
  OkResponseSchema,
  type RenameAccountResponse,
  RenameAccountResponseSchema,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';

/** AccountSettingsApi over HTTP: `POST /auth/password` and `PATCH /account`. */
@injectable()
export class HttpAccountSettingsApi implements AccountSettingsApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async changePassword(request: ChangePasswordRequest): Promise<void> {
    await this.http.request('POST', '/auth/password', OkResponseSchema, request);
  }

  rename(fullname: string): Promise<RenameAccountResponse> {
    return this.http.request('PATCH', '/account', RenameAccountResponseSchema, { fullname });
  }
}
