import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProjectRole, Role } from '../model/role.schema.js';
import {
  type AccessSubject,
  callRole,
  canBulkDelete,
  canChangeEntities,
  canChangeMemberRole,
  canChangeRoleAcrossOrganizations,
  canChangeSessionPassword,
  canCreateProject,
  canListOrganizations,
  canManageFolders,
  canManageOrganization,
  canManageProject,
  canRemoveMember,
  canSeeOrganization,
  canSeeProject,
  isAdmin,
  isGuestAccount,
  isOrganizationManagerRole,
  isWorkspaceMember,
  managedOrganizations,
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

  it('shuts guests out of the workspace even as project members', () => {
    const guest = subject('guest', ['o1'], { p1: 'project_manager' });
    expect(canSeeOrganization(guest, 'o1')).toBe(false);
    expect(canSeeProject(guest, project)).toBe(false);
    expect(canManageProject(guest, project)).toBe(false);
  });

  it('skips the organization list for an empty role, users and guests', () => {
    expect(['', ...roles].filter((r) => canListOrganizations(r as Role | ''))).toEqual(['admin', 'org_manager', 'manager']);
  });

  it('lets only the call author change the session password, and makes only the story creator the host', () => {
    expect(canChangeSessionPassword('u1', 'u1')).toBe(true);
    expect(canChangeSessionPassword('u1', 'u2')).toBe(false);
    expect(canChangeSessionPassword('u1', null)).toBe(false);
    expect([callRole('u1', 'u1'), callRole('u1', 'u2'), callRole(null, 'u1'), callRole('', ''), callRole(undefined, undefined)]).toEqual([
      'host',
      'guest',
      'guest',
      'guest',
      'guest',
    ]);
  });

  it('names the account-wide role rules once: admin, guest, organization managers, members joining calls', () => {
    expect(['', ...roles].filter((r) => isAdmin({ role: r as Role | '' }))).toEqual(['admin']);
    expect(['', ...roles].filter((r) => isGuestAccount(r as Role | ''))).toEqual(['guest']);
    expect(roles.filter(isOrganizationManagerRole)).toEqual(['org_manager', 'manager']);
    expect(roles.filter((role) => isWorkspaceMember({ role }))).toEqual(['admin', 'org_manager', 'manager', 'user']);
  });

  it('lists managed organizations: all for admins, their own for managers, none for users and guests', () => {
    expect(managedOrganizations(subject('admin', []))).toBe('all');
    expect(managedOrganizations(subject('manager', ['o1', 'o2']))).toEqual(['o1', 'o2']);
    expect(managedOrganizations(subject('org_manager', ['o1']))).toEqual(['o1']);
    expect(managedOrganizations(subject('user', ['o1'], { p1: 'project_manager' }))).toEqual([]);
    expect(managedOrganizations(subject('guest', ['o1']))).toEqual([]);
  });
});

describe('interview list: bulk delete and manage folders follow canManageProject', () => {
  const projectRoles: (ProjectRole | null)[] = ['project_manager', 'project_member', null];
  const cases = roles.flatMap((role) => projectRoles.map((projectRole) => [role, projectRole] as const));

  it.each(cases)('role %j with project role %j', (role, projectRole) => {
    const s = subject(role, ['o1'], projectRole ? { p1: projectRole } : {});
    const manages = role !== 'guest' && (role !== 'user' || projectRole === 'project_manager');
    expect(canManageProject(s, project)).toBe(manages);
    expect(canBulkDelete(s, project)).toBe(manages);
    expect(canManageFolders(s, project, 2)).toBe(manages);
    expect(canManageFolders(s, project, 0)).toBe(false);
  });

  it('offers bulk delete and manage folders to an organization manager who is no member of the project', () => {
    for (const role of ['org_manager', 'manager'] as const) {
      expect(canBulkDelete(subject(role), project)).toBe(true);
      expect(canManageFolders(subject(role), project, 1)).toBe(true);
      expect(canBulkDelete(subject(role, ['o2']), project)).toBe(false);
    }
  });

  it('on a list across projects, offers bulk delete only to whoever manages every project, and no folders', () => {
    expect(roles.filter((role) => canBulkDelete(subject(role, ['o1'], { p1: 'project_manager' }), null))).toEqual(['admin']);
    expect(canManageFolders(subject('admin'), null, 3)).toBe(false);
  });
});

describe('organization members', () => {
  it('lets managers change users and managers, and only admins change admins and org_managers', () => {
    const manager = subject('manager');
    expect(roles.filter((r) => canChangeMemberRole(manager, 'o1', r))).toEqual(['manager', 'user', 'guest']);
    expect(roles.filter((r) => canChangeMemberRole(subject('admin', []), 'o1', r))).toEqual(roles);
    expect(roles.filter((r) => canChangeMemberRole(manager, 'o2', r))).toEqual([]);
    expect(roles.filter((r) => canChangeMemberRole(subject('user', ['o1']), 'o1', r))).toEqual([]);
  });

  it('lets only admins change the role of someone in another organization too', () => {
    expect(roles.filter((r) => canChangeRoleAcrossOrganizations(subject(r)))).toEqual(['admin']);
  });

  it('lets managers remove anyone but an admin; admins remove anyone', () => {
    expect(roles.filter((r) => canRemoveMember(subject('org_manager'), 'o1', r))).toEqual(['org_manager', 'manager', 'user', 'guest']);
    expect(roles.filter((r) => canRemoveMember(subject('admin', []), 'o1', r))).toEqual(roles);
    expect(roles.filter((r) => canRemoveMember(subject('user', ['o1']), 'o1', r))).toEqual([]);
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
