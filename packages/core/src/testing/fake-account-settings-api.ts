import type { ChangePasswordRequest, RenameAccountResponse } from '../model/api/account-settings.api.js';
import type { AccountSettingsApi } from '../ports/account-settings-api.port.js';
import { apiFailure } from '../ports/api-failure.port.js';

/** AccountSettingsApi in memory: one person's password and name, answering as the server does. */
export class FakeAccountSettingsApi implements AccountSettingsApi {
  readonly changes: ChangePasswordRequest[] = [];

  constructor(
    public password: string,
    public fullName = 'Test Person',
  ) {}

  async changePassword(request: ChangePasswordRequest): Promise<void> {
    if (request.currentPassword !== this.password)
      throw apiFailure(422, 'INVALID_PASSWORD', 'Your current password is not right', 'currentPassword');
    if (request.newPassword === this.password)
      throw apiFailure(422, 'SAME_PASSWORD', 'Choose a password different from the current one', 'newPassword');
    this.changes.push(request);
    this.password = request.newPassword;
  }

  async rename(fullname: string): Promise<RenameAccountResponse> {
    this.fullName = fullname.trim();
    return { full_name: this.fullName };
  }
}
