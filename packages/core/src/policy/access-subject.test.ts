import { describe, expect, it } from 'vitest';
import { canManageProject } from './access.js';
import { accessSubjectOf, projectRefOf } from './access-subject.js';

const session = { role: 'user' as const, user_id: 'u1', organization_info: { organizational_code: 'ACME', organization_name: 'Acme' } };

describe('accessSubjectOf', () => {
  it('is null until the account is known', () => {
    expect(accessSubjectOf({ ...session, role: '' })).toBeNull();
    expect(accessSubjectOf({ ...session, user_id: null })).toBeNull();
  });

  it('names the organization by code and takes each loaded project role', () => {
    const projects = [
      { _id: 'p1', org_code: 'ACME', projectDetails: { currentUserProjectRole: 'project_manager' as const } },
      { _id: 'p2', org_code: 'ACME', projectDetails: { currentUserProjectRole: null } },
      { _id: 'p3', org_code: 'ACME' },
    ];
    const subject = accessSubjectOf(session, projects);
    expect(subject).toEqual({ role: 'user', userId: 'u1', organizations: ['ACME'], projectRoles: { p1: 'project_manager' } });
    expect(subject && canManageProject(subject, projectRefOf(projects[0] as never))).toBe(true);
    expect(subject && canManageProject(subject, projectRefOf(projects[1] as never))).toBe(false);
  });

  it('gives an organization manager the projects of the organization by its code', () => {
    const subject = accessSubjectOf({ ...session, role: 'manager' });
    expect(subject && canManageProject(subject, projectRefOf({ _id: 'p9', org_code: 'ACME' }))).toBe(true);
    expect(subject && canManageProject(subject, projectRefOf({ _id: 'p9', org_code: 'OTHER' }))).toBe(false);
    expect(accessSubjectOf({ ...session, organization_info: null })?.organizations).toEqual([]);
  });
});
