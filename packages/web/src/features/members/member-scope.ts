import type { MemberApi } from '@storykeep/core';

/** Whose members a screen shows: an organization by code, or a project by id. */
export type MemberScope = { kind: 'organization'; code: string } | { kind: 'project'; id: string };

export interface MemberRow {
  user_id: string;
  full_name: string;
  email: string;
  role: string;
}

export interface RoleChoice {
  value: string;
  label: string;
}

const ROLE_LABELS: Record<string, string> = {
  admin: 'Administrator',
  org_manager: 'Organization manager',
  manager: 'Manager',
  user: 'User',
  guest: 'Guest',
  project_manager: 'Project manager',
  project_member: 'Project member',
};

/** A role as people read it. */
export function roleLabel(role: string): string {
  return ROLE_LABELS[role] ?? role;
}

/** The calls and role choices of one scope, so one screen serves organizations and projects. */
export interface ScopeMembers {
  noun: string;
  /** Roles a member can be given here; members holding another role are shown but not changed. */
  roles: RoleChoice[];
  /** Roles an invitation can carry (one choice: no picker). */
  inviteRoles: RoleChoice[];
  list(): Promise<MemberRow[]>;
  invite(email: string, role: string): Promise<void>;
  change(userId: string, role: string): Promise<unknown>;
  remove(userId: string): Promise<void>;
}

const choices = (...roles: string[]): RoleChoice[] => roles.map((value) => ({ value, label: roleLabel(value) }));

/** Binds the member calls to one scope. */
export function scopeMembers(api: MemberApi, scope: MemberScope): ScopeMembers {
  if (scope.kind === 'organization') {
    const organizationRole = (role: string) => (role === 'manager' ? 'manager' : 'user');
    return {
      noun: 'organization',
      roles: choices('user', 'manager'),
      inviteRoles: choices('user', 'manager'),
      list: () => api.listOrganization(scope.code),
      invite: (email, role) => api.inviteToOrganization(scope.code, email, organizationRole(role)),
      change: (userId, role) => api.changeOrganizationRole(scope.code, userId, organizationRole(role)),
      remove: (userId) => api.removeFromOrganization(scope.code, userId),
    };
  }
  const projectRole = (role: string) => (role === 'project_manager' ? 'project_manager' : 'project_member');
  return {
    noun: 'project',
    roles: choices('project_member', 'project_manager'),
    inviteRoles: choices('project_member'),
    list: () => api.listProject(scope.id),
    invite: (email) => api.inviteToProject(scope.id, email),
    change: (userId, role) => api.changeProjectRole(scope.id, userId, projectRole(role)),
    remove: (userId) => api.removeFromProject(scope.id, userId),
  };
}
