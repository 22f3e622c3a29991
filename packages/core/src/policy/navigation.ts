import { shellLabels } from '../messages/shell.messages.js';
import type { FeatureFlags } from '../model/feature-flags.schema.js';
import type { MaybeRole } from '../model/role.schema.js';
import { meetsLevel } from './route-level.js';
import { ROUTES } from './routes.js';

/** One entry of the side navigation. */
export interface NavigationItem {
  id: 'organizations' | 'projects' | 'interviews' | 'clips' | 'galleries' | 'remixes';
  title: string;
  target: string;
  /** Shown with a "Beta" badge. */
  beta: boolean;
}

/** Roles that see Organizations and whose Projects entry leads to /projects (exactly these two; org_manager is not one of them). */
function isAdminOrManager(role: MaybeRole): boolean {
  return role === 'admin' || role === 'manager';
}

/**
 * The side navigation for a role, in order: Organizations (admin or manager only), Projects (/projects for admin or
 * manager, else /), Interviews, Clips, Galleries (beta), Remixes (beta, only with the remixer flag).
 */
export function navigationItems(role: MaybeRole, flags: Pick<FeatureFlags, 'enableRemixer'>): NavigationItem[] {
  const items: NavigationItem[] = [];
  if (isAdminOrManager(role)) items.push({ id: 'organizations', title: shellLabels.organizations, target: '/organizations', beta: false });
  items.push(
    { id: 'projects', title: shellLabels.projects, target: isAdminOrManager(role) ? '/projects' : '/', beta: false },
    { id: 'interviews', title: shellLabels.interviews, target: '/myInterviews', beta: false },
    { id: 'clips', title: shellLabels.clips, target: '/clips', beta: false },
    { id: 'galleries', title: shellLabels.galleries, target: '/galleries', beta: true },
  );
  if (flags.enableRemixer) items.push({ id: 'remixes', title: shellLabels.remixes, target: '/remixes', beta: true });
  return items;
}

/** The analytics event sent when a navigation item is followed: `navigate_to_` and the item's title. */
export function navigationEventName(item: Pick<NavigationItem, 'title'>): string {
  return `navigate_to_${item.title}`;
}

/**
 * Whether a role reaches the page of a route (by id): a link to a page that is not a side-navigation item, such as
 * the entities overview offered from the Interviews page, shows only then. Unknown ids are reached by no one.
 */
export function reachesRoute(role: MaybeRole, routeId: string): boolean {
  const route = ROUTES.find((r) => r.id === routeId);
  return route !== undefined && meetsLevel(role, route.level);
}
