/**
 * Whether a password is among the passwords people choose most often (and attackers try first). Checked on the server
 * against a list it keeps (no outside service ever sees a password); a new password found there is refused
 * (OWASP ASVS 2.1.7). The web app never holds the list.
 */
export const CommonPasswords = Symbol('CommonPasswords');
export interface CommonPasswords {
  /** True when `password` (compared without regard to case) is on the list. */
  isCommon(password: string): Promise<boolean>;
}
