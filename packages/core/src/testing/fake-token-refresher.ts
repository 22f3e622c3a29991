import type { TokenRefresher } from '../ports/token-refresher.port.js';

/** Hands out the tokens it was given, one per refresh, then fails. */
export class FakeTokenRefresher implements TokenRefresher {
  calls = 0;
  constructor(private readonly tokens: string[] = []) {}

  async refresh(): Promise<string> {
    this.calls += 1;
    const next = this.tokens.shift();
    if (next === undefined) throw new Error('session expired');
    return next;
  }
}
