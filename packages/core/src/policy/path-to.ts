import { ROUTES, type RouteDefinition } from './routes.js';

/** Values for a route's `:param` segments. */
export type RouteParams = Readonly<Record<string, string | number>>;

/** A path was asked of a route the table does not have, or without one of its params. */
export class RoutePathError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RoutePathError';
  }
}

const BY_ID = new Map<string, RouteDefinition>(ROUTES.map((route) => [route.id, route]));

/**
 * The path of a route of the route table with its `:param` segments filled in (each encoded as one URL segment),
 * so no screen builds an app path by hand. Throws RoutePathError for an unknown route, a missing or empty param,
 * or the catch-all route, which has no path of its own.
 */
export function pathTo(routeId: string, params: RouteParams = {}): string {
  const route = BY_ID.get(routeId);
  if (!route) throw new RoutePathError(`No route '${routeId}'`);
  if (route.path === '*') throw new RoutePathError(`Route '${routeId}' has no path of its own`);
  return route.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || String(value).length === 0) throw new RoutePathError(`Route '${routeId}' needs '${name}'`);
    return encodeURIComponent(String(value));
  });
}

/** The names of a route's `:param` segments, in order. */
export function routeParamNames(routeId: string): string[] {
  const route = BY_ID.get(routeId);
  if (!route) throw new RoutePathError(`No route '${routeId}'`);
  return [...route.path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1] ?? '');
}
