import type { AuthState } from '../model/auth.schema.js';
import type { MaybeRole } from '../model/role.schema.js';

/** The level a page requires, named after the least role that reaches it. */
export type RouteLevel = 'admin' | 'org_manager' | 'manager' | 'user' | 'guest';

/** Every route level, strictest first. */
export const ROUTE_LEVELS: readonly RouteLevel[] = ['admin', 'org_manager', 'manager', 'user', 'guest'];

const ROLES_AT_LEVEL: Record<RouteLevel, readonly MaybeRole[]> = {
  admin: ['admin'],
  org_manager: ['admin', 'org_manager'],
  manager: ['admin', 'org_manager', 'manager'],
  user: ['admin', 'org_manager', 'manager', 'user'],
  guest: ['admin', 'org_manager', 'manager', 'user', 'guest', ''],
};

/** Whether a role reaches a level (see docs/product/routes-and-roles.md); the empty role of an unknown user reaches only guest pages. */
export function meetsLevel(role: MaybeRole, level: RouteLevel): boolean {
  return ROLES_AT_LEVEL[level].includes(role);
}

/** What to do with a visit to a signed-in page: show it, send the visitor to the marketing site, or send them home. */
export type RouteAccess = 'allow' | 'marketing' | 'home';

/** Where the marketing site is entered; unauthenticated visitors and guests on member pages go there. */
export const MARKETING_PATH = '/welcome';
/** Where a user who fails a page's level is sent. */
export const HOME_PATH = '/';

/**
 * The guard of a signed-in page. Not authenticated, or a guest on a page above guest level: marketing site. A role
 * below the page's level: home. Call it once authentication is no longer pending.
 */
export function routeAccess(auth: Pick<AuthState, 'authenticated' | 'role'>, level: RouteLevel): RouteAccess {
  if (!auth.authenticated) return 'marketing';
  if (auth.role === 'guest' && level !== 'guest') return 'marketing';
  return meetsLevel(auth.role, level) ? 'allow' : 'home';
}

/** The path a non-'allow' access decision leads to. */
export function accessRedirectPath(access: Exclude<RouteAccess, 'allow'>): string {
  return access === 'marketing' ? MARKETING_PATH : HOME_PATH;
}
