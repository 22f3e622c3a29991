import { describe, expect, it } from 'vitest';
import { pathTo, RoutePathError, routeParamNames } from './path-to.js';
import { findRoute } from './route-match.js';
import { ROUTES } from './routes.js';

describe('pathTo', () => {
  it.each(ROUTES.filter((route) => route.path !== '*').map((route) => [route.id, route] as const))(
    'builds a path the router matches back to %s',
    (id) => {
      const params = Object.fromEntries(routeParamNames(id).map((name, i) => [name, `${name}-${i} /x`]));
      const path = pathTo(id, params);
      expect(path).not.toContain(':');
      const match = findRoute(path);
      expect(match.route.id).toBe(id);
      expect(match.params).toEqual(params);
    },
  );

  it('fills and encodes params', () => {
    expect(pathTo('storyHub', { projectId: 'p1', storyId: 's/1' })).toBe('/projects/p1/stories/s%2F1/hub');
    expect(pathTo('author', { storyId: 7 })).toBe('/stories/7/author');
  });

  it('refuses an unknown route, a missing param and the catch-all', () => {
    expect(() => pathTo('nope')).toThrow(RoutePathError);
    expect(() => pathTo('storyHub', { projectId: 'p1' })).toThrow("Route 'storyHub' needs 'storyId'");
    expect(() => pathTo('storyHub', { projectId: 'p1', storyId: '' })).toThrow(RoutePathError);
    expect(() => pathTo('notFound')).toThrow(RoutePathError);
  });
});
