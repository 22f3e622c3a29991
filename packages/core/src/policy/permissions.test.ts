import { describe, expect, it } from 'vitest';
import type { MaybeRole, ProjectRole } from '../model/role.schema.js';
import {
  callRole,
  canBulkDelete,
  canBulkDownload,
  canManageFolders,
  canSendSessionPassword,
  isDeleteConfirmed,
  participantName,
  shouldFetchOrganizations,
  showsAdminMenu,
  showsBulkFooter,
} from './permissions.js';

const ROLES: readonly MaybeRole[] = ['admin', 'org_manager', 'manager', 'user', 'guest', ''];
const PROJECT_ROLES: readonly (ProjectRole | null)[] = ['project_manager', 'project_member', null];

/** Per account role: [admin menu, fetches organizations]. */
const ROLE_RULES: Record<string, readonly [boolean, boolean]> = {
  admin: [true, true],
  org_manager: [false, true],
  manager: [false, true],
  user: [false, false],
  guest: [false, false],
  '': [false, false],
};

describe('role rules', () => {
  it.each(ROLES)('role %j: Admin menu and organization fetching follow docs/product/routes-and-roles.md', (role) => {
    expect([showsAdminMenu(role), shouldFetchOrganizations(role)]).toEqual(ROLE_RULES[role]);
  });

  const pairs = ROLES.flatMap((role) => PROJECT_ROLES.map((projectRole) => [role, projectRole] as const));
  it.each(pairs)('role %j with project role %j: folders and delete only for admins and project managers', (role, projectRole) => {
    const allowed = role === 'admin' || projectRole === 'project_manager';
    expect(canBulkDelete({ role, projectRole })).toBe(allowed);
    expect(canManageFolders({ role, projectRole }, 2)).toBe(allowed);
    expect(canManageFolders({ role, projectRole }, 0)).toBe(false);
    expect(canBulkDownload(1)).toBe(true);
  });
});

describe('selection rules', () => {
  it('shows the footer and allows download only with a selection', () => {
    expect([showsBulkFooter(0), canBulkDownload(0)]).toEqual([false, false]);
    expect([showsBulkFooter(3), canBulkDownload(3)]).toEqual([true, true]);
  });

  it.each([
    ['DELETE', true],
    ['delete', false],
    ['Delete', false],
    [' DELETE', false],
    ['DELETE ', false],
    ['', false],
  ])('confirms bulk delete for %j: %s', (typed, confirmed) => {
    expect(isDeleteConfirmed(typed)).toBe(confirmed);
  });
});

describe('call rules', () => {
  it.each([
    ['u1', 'u1', true, 'host'],
    ['u1', 'u2', false, 'guest'],
    [null, 'u1', false, 'guest'],
    [null, null, false, 'guest'],
    ['', '', false, 'guest'],
    [undefined, undefined, false, 'guest'],
  ] as const)('user %j with author/creator %j: sends password %s, role %s', (user, author, sends, role) => {
    expect(canSendSessionPassword(user, author)).toBe(sends);
    expect(callRole(user, author)).toBe(role);
  });

  it.each([
    ['Ann', 'Ann'],
    ['', 'unknown'],
    ['   ', 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
  ])('names participant %j as %j', (name, shown) => {
    expect(participantName(name)).toBe(shown);
  });
});
