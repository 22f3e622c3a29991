import { randomUUID } from 'node:crypto';
import { type AuditEventKind, type AuditOutcome, normalizeEmail } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';

/** Who acted: an account (by id, with its e-mail when known), or nobody known (a failed sign-in names only an address). */
export interface AuditActor {
  userId?: string | null;
  email?: string | null;
  /** The administrator acting as this account, when impersonating. */
  impersonatorId?: string | null;
}

/** One security event to record. `details` holds plain facts only: never a password, token, code or secret. */
export interface AuditEntry {
  kind: AuditEventKind;
  outcome: AuditOutcome;
  actor?: AuditActor | undefined;
  target?: { type: string; id: string; label?: string | null | undefined } | undefined;
  /** The client's address as the server sees it (through the trusted proxies). */
  address?: string | null | undefined;
  details?: Record<string, string | number | boolean | null>;
}

/**
 * Writes a security event. A failure to write is logged and swallowed: the request it describes must still be
 * answered, so the log never decides whether someone may sign in or delete.
 */
export async function recordAudit(context: Pick<AppContext, 'db' | 'now' | 'log'>, entry: AuditEntry): Promise<void> {
  const details = { ...entry.details, ...(entry.actor?.impersonatorId ? { impersonatorId: entry.actor.impersonatorId } : {}) };
  try {
    await context.db
      .insertInto('audit_events')
      .values({
        id: randomUUID(),
        at: context.now(),
        kind: entry.kind,
        outcome: entry.outcome,
        actor_id: entry.actor?.userId ?? null,
        actor_email: entry.actor?.email == null ? null : normalizeEmail(entry.actor.email),
        target_type: entry.target?.type ?? null,
        target_id: entry.target?.id ?? null,
        target_label: entry.target?.label ?? null,
        address: entry.address ?? null,
        details: JSON.stringify(details),
      })
      .execute();
  } catch (error) {
    context.log?.warn({ err: error, kind: entry.kind }, 'A security event could not be recorded');
  }
}
