import { describe, expect, it } from 'vitest';
import { ProjectSchema } from './project.schema.js';

describe('ProjectSchema', () => {
  it('accepts a project with the current user as project manager', () => {
    const project = {
      _id: 'p1',
      name: 'River town',
      description: 'Memories of the river',
      invites: ['ann@example.org'],
      projectBackgroundUrl: null,
      org_code: 'RIVER',
      stories: ['s1'],
      projectDetails: { currentUserProjectRole: 'project_manager' },
      paging: { size: 25, current: 2 },
      sort: { column: 'title', order: 'asc' },
      searchParam: 'mill',
    };
    expect(ProjectSchema.parse(project)).toEqual(project);
  });

  it.each([
    ['an empty name', { _id: 'p1', name: '' }, ['name']],
    ['an invite that is not an e-mail', { _id: 'p1', name: 'A', invites: ['ann'] }, ['invites', 0]],
    [
      'an unknown project role',
      { _id: 'p1', name: 'A', projectDetails: { currentUserProjectRole: 'owner' } },
      ['projectDetails', 'currentUserProjectRole'],
    ],
  ])('rejects %s', (_, project, path) => {
    expect(ProjectSchema.safeParse(project).error?.issues[0]?.path).toEqual(path);
  });
});
