/** Sign-in pages: coming back to one after signing in would be pointless. */
const LOGIN_PATHS = new Set(['/login', '/auth/login']);

/** Where to go after signing in: the originally requested location, or `/` when that was a login page or unknown. */
export function redirectAfterLogin(requested: string | null): string {
  if (!requested) return '/';
  const path = requested.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return LOGIN_PATHS.has(trimmed) ? '/' : requested;
}

/** The ticket a remembered `/ticket/{ticket}` location names, or `null` for any other location. */
export function ticketInLocation(requested: string | null): string | null {
  const match = /^\/ticket\/([^/?#]+)\/?(?:[?#].*)?$/.exec(requested ?? '');
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    // A malformed escape names no ticket anyone was sent.
    return null;
  }
}
