import { pathTo, type RouteParams } from '../policy/path-to.js';

/** Lower-case words joined by hyphens, for the readable parts of a link (`Mill Town Memories` → `mill-town-memories`). */
export function urlSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'session';
}

/**
 * The path of a prep session's link, the route table's `sessionRedirect`. Only the key finds the session; the group
 * (the organization's code) and the title slug are there so people can tell links apart.
 */
export function sessionLinkPath(groupCode: string, title: string, key: string, type = 'call'): string {
  return pathTo('sessionRedirect', sessionLinkParams(groupCode, title, key, type));
}

/** The `sessionRedirect` route's params of a prep session's link (the server puts them after its public address). */
export function sessionLinkParams(groupCode: string, title: string, key: string, type = 'call'): RouteParams {
  return { groupName: groupCode, customUrlTitle: urlSlug(title), key, prepSessionType: type };
}
