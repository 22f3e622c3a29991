import { describe, expect, it } from 'vitest';
import type { MaybeRole } from '../model/role.schema.js';
import { accessRedirectPath, meetsLevel, ROUTE_LEVELS, type RouteAccess, type RouteLevel, routeAccess } from './route-level.js';

const ROLES: readonly MaybeRole[] = ['admin', 'org_manager', 'manager', 'user', 'guest', ''];

/** The level table of docs/product/routes-and-roles.md, one row per role, one column per level (admin, org_manager, manager, user, guest). */
const MEETS: Record<string, readonly boolean[]> = {
  admin: [true, true, true, true, true],
  org_manager: [false, true, true, true, true],
  manager: [false, false, true, true, true],
  user: [false, false, false, true, true],
  guest: [false, false, false, false, true],
  '': [false, false, false, false, true],
};

/** The guard for a signed-in visitor with each role, per level; 'marketing' for guests above guest level. */
const ACCESS: Record<string, readonly RouteAccess[]> = {
  admin: ['allow', 'allow', 'allow', 'allow', 'allow'],
  org_manager: ['home', 'allow', 'allow', 'allow', 'allow'],
  manager: ['home', 'home', 'allow', 'allow', 'allow'],
  user: ['home', 'home', 'home', 'allow', 'allow'],
  guest: ['marketing', 'marketing', 'marketing', 'marketing', 'allow'],
  '': ['home', 'home', 'home', 'home', 'allow'],
};

const cells = ROLES.flatMap((role) => ROUTE_LEVELS.map((level, column) => [role, level, column] as [MaybeRole, RouteLevel, number]));

describe('route levels', () => {
  it.each(cells)('role %j at level %s follows the level table', (role, level, column) => {
    expect(meetsLevel(role, level)).toBe(MEETS[role]?.[column]);
    expect(routeAccess({ authenticated: true, role }, level)).toBe(ACCESS[role]?.[column]);
  });

  it.each(cells)('role %j at level %s goes to the marketing site when not authenticated', (role, level) => {
    expect(routeAccess({ authenticated: false, role }, level)).toBe('marketing');
  });

  it('sends marketing visitors to the marketing site and the others home', () => {
    expect(accessRedirectPath('marketing')).toBe('/welcome');
    expect(accessRedirectPath('home')).toBe('/');
  });
});
