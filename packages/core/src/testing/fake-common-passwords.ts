import type { CommonPasswords } from '../ports/common-passwords.port.js';

/** A short list of common passwords for unit tests, compared without regard to case like the server's. */
export class FakeCommonPasswords implements CommonPasswords {
  private readonly list: Set<string>;

  constructor(passwords: readonly string[] = ['password1234', 'qwerty123456', '123456789012']) {
    this.list = new Set(passwords.map((p) => p.toLowerCase()));
  }

  async isCommon(password: string): Promise<boolean> {
    return this.list.has(password.toLowerCase());
  }
}
