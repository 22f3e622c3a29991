import { DeviceStorage, SessionResponseSchema, type TokenRefresher } from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { ApiError } from './api-error.js';
import { HttpClient } from './http-client.js';

/** TokenRefresher over HTTP: `POST /auth/refresh` with the stored refresh token; the new tokens are stored. */
@injectable()
export class HttpTokenRefresher implements TokenRefresher {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(DeviceStorage) private readonly storage: DeviceStorage,
  ) {}

  async refresh(): Promise<string> {
    const tokens = this.storage.getAuthTokens();
    if (!tokens?.refresh_token) throw new ApiError(401, 'NO_SESSION', 'There is no session to renew');
    const session = await this.http.request('POST', '/auth/refresh', SessionResponseSchema, { refresh_token: tokens.refresh_token });
    this.storage.setAuthTokens({ ...tokens, access_token: session.token, refresh_token: session.refresh_token });
    return session.token;
  }
}
