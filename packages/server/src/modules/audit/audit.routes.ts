import { AuditEventListResponseSchema, AuditEventQuerySchema } from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { listAuditEvents } from './audit-events.service.js';

/** The security event log, read by administrators (docs/product/security.md). */
export const auditRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/admin/audit-events',
    tag: 'Admin',
    summary: 'Admin: security events, newest first, filtered by kind, account (e-mail or id) and date range, paged',
    access: 'member',
    query: AuditEventQuerySchema,
    response: AuditEventListResponseSchema,
    handler: ({ context, actor, query }) => listAuditEvents(context, actor, query),
  }),
];
