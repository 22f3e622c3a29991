import { describe, expect, it } from 'vitest';
import { CallRoleSchema, MaybeRoleSchema, ProjectRoleSchema, RoleSchema } from './role.schema.js';

describe('role schemas', () => {
  it('list the roles of the spec, most powerful first', () => {
    expect(RoleSchema.options).toEqual(['admin', 'org_manager', 'manager', 'user', 'guest']);
    expect(ProjectRoleSchema.options).toContain('project_manager');
    expect(CallRoleSchema.options).toEqual(['host', 'guest']);
  });

  it('allow the empty role only where the user is not yet known', () => {
    expect(MaybeRoleSchema.safeParse('').success).toBe(true);
    expect(RoleSchema.safeParse('').success).toBe(false);
    expect(MaybeRoleSchema.safeParse('root').success).toBe(false);
  });
});
