import { z } from 'zod';
import { NewPasswordSchema } from './new-password.schema.js';

/** `POST /auth/password`: the signed-in person's new password, with the current one (422 naming the field at fault). */
export const ChangePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password').max(512),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** `PATCH /account`: the name the app shows for the signed-in person. */
export const RenameAccountRequestSchema = z.strictObject({ fullname: z.string().trim().min(1, 'Enter your name').max(200) });
export type RenameAccountRequest = z.infer<typeof RenameAccountRequestSchema>;

/** `PATCH /account`'s answer: the name as kept. */
export const RenameAccountResponseSchema = z.object({ full_name: z.string() });
export type RenameAccountResponse = z.infer<typeof RenameAccountResponseSchema>;
