/** Gets a fresh access token for the signed-in user; rejects when the session cannot be renewed. */
export const TokenRefresher = Symbol('TokenRefresher');
export interface TokenRefresher {
  refresh(): Promise<string>;
}
