import { ROUTES, type RouteDefinition } from './routes.js';

/** A route that matched a pathname, with the values of its `:param` segments. */
export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/** The params of `pathname` under a route pattern, or null when it does not match. `*` matches anything. */
export function matchRoutePath(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '*') return {};
  const wanted = segments(pattern);
  const given = segments(pathname);
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(value);
    else if (segment !== value) return null;
  }
  return params;
}

/** How specific a pattern is: static segments outrank params, which outrank the catch-all (as in react-router). */
function specificity(pattern: string): number[] {
  return pattern === '*' ? [-1] : segments(pattern).map((segment) => (segment.startsWith(':') ? 1 : 2));
}

function compareSpecificity(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

const BY_SPECIFICITY = [...ROUTES].sort((a, b) => compareSpecificity(specificity(a.path), specificity(b.path)));

/** The route a pathname shows: the most specific matching pattern, the not-found page when nothing else matches. */
export function findRoute(pathname: string): RouteMatch {
  for (const route of BY_SPECIFICITY) {
    const params = matchRoutePath(route.path, pathname);
    if (params) return { route, params };
  }
  throw new Error('the route table has no catch-all');
}
