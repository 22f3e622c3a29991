/** Whether a failed request was refused for its credentials (HTTP 401), as the API adapters' errors carry it in `status`. */
export function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401;
}
