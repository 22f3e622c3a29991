import { ANY_TABLE, type TableChanges } from '../../db/table-changes.js';
import type { TaskEvents } from './task-events.js';

/**
 * The tables whose change can end a session (sign-out, password reset, revocation: `sessions`, `users`) or take away
 * a story (removal from an organization or a project, a project moved or deleted). `ANY_TABLE` is a change the
 * plugin could not read, or lost notices.
 */
const ACCESS_TABLES = new Set(['sessions', 'users', 'organization_members', 'project_members', 'projects', ANY_TABLE]);

/**
 * How often open sockets and subscriptions are checked even without a change: the bound for what no notice announces
 * (an access token running out, a story moved to a project the watcher does not see).
 */
export const ACCESS_RECHECK_MS = 60_000;

/**
 * Tells every subscriber to check its caller again (`access` events) whenever a table of ACCESS_TABLES changes, in
 * this process or, through the database's notices, in any other, and every ACCESS_RECHECK_MS.
 */
export function watchAccess(changes: TableChanges, events: TaskEvents): () => void {
  const recheck = () => events.emit({ kind: 'access', storyId: null });
  const stop = changes.subscribe((table) => {
    if (ACCESS_TABLES.has(table)) recheck();
  });
  const timer = setInterval(recheck, ACCESS_RECHECK_MS);
  timer.unref();
  return () => {
    stop();
    clearInterval(timer);
  };
}
