import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProjectRole, Role } from '../model/role.schema.js';
import {
  type AccessSubject,
  canChangeEntities,
  canChangeOrganizationFlags,
  canChangeSessionPassword,
  canCreateProject,
  canListOrganizations,
  canManageOrganization,
  canManageProject,
  canSeeOrganization,
  canSeeProject,
} from './access.js';

const roles: Role[] = ['admin', 'org_manager', 'manager', 'user', 'guest'];
const subject = (role: Role, organizationIds: string[] = ['o1'], projectRoles: Record<string, ProjectRole> = {}): AccessSubject => ({
  role,
  organizations: organizationIds,
  projectRoles,
});
const project = { id: 'p1', organization: 'o1' };

describe('access rules', () => {
  it('lets admin reach every organization and project, whatever it belongs to', () => {
    const admin = subject('admin', []);
    expect(canSeeOrganization(admin, 'elsewhere')).toBe(true);
    expect(canManageProject(admin, { id: 'x', organization: 'elsewhere' })).toBe(true);
  });

  it('keeps non-admins inside their own organizations', () => {
    fc.assert(
      fc.property(fc.constantFrom(...roles.filter((r) => r !== 'admin')), fc.string(), (role, other) => {
        fc.pre(other !== 'o1');
        const s = subject(role, ['o1'], { p1: 'project_manager' });
        expect(canSeeOrganization(s, other)).toBe(false);
        expect(canManageOrganization(s, other)).toBe(false);
        expect(canCreateProject(s, other)).toBe(false);
        expect(canSeeProject(s, { id: `${other}-p`, organization: other })).toBe(false);
      }),
    );
  });

  it('gives a user only the projects they are a member of, and management only as project_manager', () => {
    expect(canSeeProject(subject('user'), project)).toBe(false);
    expect(canSeeProject(subject('user', ['o1'], { p1: 'project_member' }), project)).toBe(true);
    expect(canManageProject(subject('user', ['o1'], { p1: 'project_member' }), project)).toBe(false);
    expect(canManageProject(subject('user', ['o1'], { p1: 'project_manager' }), project)).toBe(true);
  });

  it('lets organization managers manage every project of their organization', () => {
    expect(canManageProject(subject('org_manager'), project)).toBe(true);
    expect(canManageProject(subject('manager'), project)).toBe(true);
    expect(canManageOrganization(subject('user'), 'o1')).toBe(false);
  });

  it("lets only the organization's managers (and admins) change its feature flags", () => {
    expect(canChangeOrganizationFlags(subject('org_manager'), 'o1')).toBe(true);
    expect(canChangeOrganizationFlags(subject('admin', []), 'o1')).toBe(true);
    expect(canChangeOrganizationFlags(subject('org_manager'), 'o2')).toBe(false);
    expect(canChangeOrganizationFlags(subject('user', ['o1'], { p1: 'project_manager' }), 'o1')).toBe(false);
  });

  it('shuts guests out of the workspace even as project members', () => {
    const guest = subject('guest', ['o1'], { p1: 'project_manager' });
    expect(canSeeOrganization(guest, 'o1')).toBe(false);
    expect(canSeeProject(guest, project)).toBe(false);
    expect(canManageProject(guest, project)).toBe(false);
  });

  it('skips the organization list for an empty role, users and guests', () => {
    expect(['', ...roles].filter((r) => canListOrganizations(r as Role | ''))).toEqual(['admin', 'org_manager', 'manager']);
  });

  it('lets only the call author change the session password', () => {
    expect(canChangeSessionPassword('u1', 'u1')).toBe(true);
    expect(canChangeSessionPassword('u1', 'u2')).toBe(false);
    expect(canChangeSessionPassword('u1', null)).toBe(false);
  });
});

describe('canChangeEntities', () => {
  const projects = [
    { id: 'p1', organization: 'o1' },
    { id: 'p2', organization: 'o2' },
  ];

  it("lets admin change any organization's entities, and a manager or org_manager only their own", () => {
    expect(canChangeEntities(subject('admin', []), 'o9', [])).toBe(true);
    for (const role of ['manager', 'org_manager'] as const) {
      expect(canChangeEntities(subject(role, ['o1']), 'o1', [])).toBe(true);
      expect(canChangeEntities(subject(role, ['o1']), 'o2', projects)).toBe(false);
    }
  });

  it("lets a project's manager change the entities of that project's organization only", () => {
    const pm = subject('user', ['o1'], { p1: 'project_manager' });
    expect(canChangeEntities(pm, 'o1', projects)).toBe(true);
    expect(canChangeEntities(pm, 'o2', projects)).toBe(false);
    // The project must be known to belong to the organization.
    expect(canChangeEntities(pm, 'o1', [])).toBe(false);
  });

  it('refuses plain project members and guests, whatever their projects', () => {
    expect(canChangeEntities(subject('user', ['o1'], { p1: 'project_member' }), 'o1', projects)).toBe(false);
    expect(canChangeEntities(subject('user', ['o1']), 'o1', projects)).toBe(false);
    expect(canChangeEntities(subject('guest', ['o1'], { p1: 'project_manager' }), 'o1', projects)).toBe(false);
  });
});
