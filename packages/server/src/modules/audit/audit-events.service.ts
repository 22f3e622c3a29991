import type { AuditEvent, AuditEventList, AuditEventQuery } from '@storykeep/core';
import { isAdmin, normalizeEmail, pageOffset } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { JsonObjectColumnSchema, readJsonColumn } from '../../db/json-column.js';
import type { Actor } from '../../http/actor.js';
import { forbidden } from '../../http/errors.js';

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

type Details = AuditEvent['details'];

// Only plain values are shown: the log's answer has no nested objects.
function detailsOf(value: unknown): Details {
  const raw = readJsonColumn(JsonObjectColumnSchema, value, 'audit_events.details');
  const details: Details = {};
  for (const [key, item] of Object.entries(raw))
    if (item === null || ['string', 'number', 'boolean'].includes(typeof item)) details[key] = item as Details[string];
  return details;
}

/**
 * `GET /admin/audit-events`: the security event log, newest first, for administrators only (an impersonated session
 * acts as its target, so it never reads the log). `account` matches the one who acted or the target, by e-mail or id.
 */
export async function listAuditEvents(
  context: AppContext,
  actor: Actor,
  query: Required<Pick<AuditEventQuery, 'page' | 'pageSize'>> & AuditEventQuery,
): Promise<AuditEventList> {
  if (!isAdmin(actor) || actor.impersonatorId) throw forbidden('Only an admin can read the security events');
  let base = context.db.selectFrom('audit_events');
  if (query.kind) base = base.where('kind', '=', query.kind);
  if (query.from) base = base.where('at', '>=', new Date(query.from));
  if (query.to) base = base.where('at', '<', new Date(query.to));
  const account = query.account === undefined ? undefined : normalizeEmail(query.account);
  if (account) {
    base = isUuid(account)
      ? base.where((eb) => eb.or([eb('actor_id', '=', account), eb('target_id', '=', account)]))
      : base.where((eb) => eb.or([eb('actor_email', '=', account), eb('target_label', '=', account)]));
  }
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize))
    .execute();
  return {
    total: Number(total),
    items: rows.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      kind: row.kind as AuditEvent['kind'],
      outcome: row.outcome,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      targetType: row.target_type,
      targetId: row.target_id,
      targetLabel: row.target_label,
      address: row.address,
      details: detailsOf(row.details),
    })),
  };
}
