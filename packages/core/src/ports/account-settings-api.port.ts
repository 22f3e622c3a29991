import type { ChangePasswordRequest, RenameAccountResponse } from '../model/api/account-settings.api.js';

/**
 * The signed-in person's own account (docs/product/api.md, "Your account"): a new password given the current one, and
 * the name the app shows. Two-factor enrolment and removal are `AccountApi`'s.
 */
export const AccountSettingsApi = Symbol('AccountSettingsApi');
export interface AccountSettingsApi {
  /** 422 naming `currentPassword` when it is wrong, `newPassword` when it is the same; ends every other session. */
  changePassword(request: ChangePasswordRequest): Promise<void>;
  rename(fullname: string): Promise<RenameAccountResponse>;
}
