import { describe, expect, it } from 'vitest';
import type { MaybeRole } from '../model/role.schema.js';
import { navigationEventName, navigationItems, reachesRoute } from './navigation.js';

/** Per role: does Organizations show, and where does Projects lead. */
const TABLE: readonly [MaybeRole, boolean, string][] = [
  ['admin', true, '/projects'],
  ['org_manager', false, '/'],
  ['manager', true, '/projects'],
  ['user', false, '/'],
  ['guest', false, '/'],
  ['', false, '/'],
];

describe('navigationItems', () => {
  it.each(TABLE)('role %j: Organizations shown %s, Projects leads to %s', (role, organizations, projectsTarget) => {
    for (const enableRemixer of [false, true]) {
      const items = navigationItems(role, { enableRemixer });
      const ids = items.map((item) => item.id);
      expect(ids.includes('organizations')).toBe(organizations);
      expect(ids.includes('remixes')).toBe(enableRemixer);
      expect(items.find((item) => item.id === 'projects')?.target).toBe(projectsTarget);
      expect(ids.filter((id) => id !== 'organizations' && id !== 'remixes')).toEqual(['projects', 'interviews', 'clips', 'galleries']);
    }
  });

  it('marks Galleries and Remixes as beta and nothing else', () => {
    const beta = navigationItems('admin', { enableRemixer: true }).filter((item) => item.beta);
    expect(beta.map((item) => item.title)).toEqual(['Galleries', 'Remixes']);
  });

  it('names the analytics event after the item title', () => {
    expect(navigationEventName({ title: 'Clips' })).toBe('navigate_to_Clips');
  });
});

describe('reachesRoute', () => {
  it.each([
    ['admin', true],
    ['org_manager', true],
    ['manager', true],
    ['user', true],
    ['guest', false],
    ['', false],
  ] as const)('role %j reaches the entities overview: %s', (role, reached) => {
    expect(reachesRoute(role, 'entities')).toBe(reached);
  });

  it('lets everyone reach a public page, and no one a route that does not exist', () => {
    expect(reachesRoute('', 'login')).toBe(true);
    expect(reachesRoute('admin', 'no-such-route')).toBe(false);
  });

  it('keeps the side navigation to its six items: the entities overview is offered elsewhere', () => {
    expect(navigationItems('admin', { enableRemixer: true }).map((item) => item.target)).not.toContain('/entities');
  });
});
