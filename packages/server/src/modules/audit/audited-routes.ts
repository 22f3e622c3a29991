import type { AuditOutcome } from '@storykeep/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context.js';
import { actorOfRequest } from '../../http/api-route.js';
import { recordAudit } from './audit-log.js';
import { type AuditedListing, auditedListings } from './audited-listings.js';
import { auditedReads, firstReadInWindow, recordListedRecordings } from './audited-reads.js';
import type { AuditedRoute } from './audited-route.js';

/**
 * Publications, deletions and role changes, recorded from the routes that make them, so every such route is covered
 * whatever its module does inside. The routes that sign in, reset passwords or change two-factor record their events
 * themselves, with what only they know (which account a failed password was for).
 */
export const auditedRoutes: Record<string, AuditedRoute> = {
  'POST /api/stories/:id/share/public': { kind: 'story.share', targetType: 'story', param: 'id' },
  'POST /api/stories/:id/unshare/public': { kind: 'story.unshare', targetType: 'story', param: 'id' },
  // The GET forms the product's API keeps for older clients: the same change, recorded the same way.
  'GET /api/stories/:id/share/public': { kind: 'story.share', targetType: 'story', param: 'id' },
  'GET /api/stories/:id/unshare/public': { kind: 'story.unshare', targetType: 'story', param: 'id' },
  'POST /api/galleries': { kind: 'gallery.create', targetType: 'gallery' },
  // A gallery is published or taken down by its edit (`sync_status`), and a refresh publishes its clips as they are now.
  'PUT /api/galleries/:id': { kind: 'gallery.update', targetType: 'gallery', param: 'id' },
  'POST /api/galleries/:id/refresh': { kind: 'gallery.refresh', targetType: 'gallery', param: 'id' },
  'POST /api/stories/:id/clips/:clipId/share': { kind: 'clip.share', targetType: 'clip', param: 'clipId', also: ['id'] },
  'DELETE /api/stories/:id/clips/:clipId/share': { kind: 'clip.unshare', targetType: 'clip', param: 'clipId', also: ['id'] },
  'DELETE /api/galleries/:id': { kind: 'gallery.delete', targetType: 'gallery', param: 'id' },
  'DELETE /api/stories/:id': { kind: 'story.delete', targetType: 'story', param: 'id' },
  'DELETE /api/folders/:id': { kind: 'folder.delete', targetType: 'folder', param: 'id' },
  'DELETE /api/stories/:id/files/:fileId': { kind: 'file.delete', targetType: 'story_file', param: 'fileId', also: ['id'] },
  'DELETE /api/stories/:id/delete_clip/:clipId': { kind: 'clip.delete', targetType: 'clip', param: 'clipId', also: ['id'] },
  'DELETE /api/stories/:id/delete_multiple_clip': { kind: 'clip.delete', targetType: 'story', param: 'id' },
  'DELETE /api/remixes/:id': { kind: 'remix.delete', targetType: 'remix', param: 'id' },
  'PUT /api/admin/accounts/:id/role': { kind: 'role.change', targetType: 'user', param: 'id' },
  'PUT /api/organization/:code/members/:userId': { kind: 'role.change', targetType: 'user', param: 'userId', also: ['code'] },
  'PUT /api/projects/:id/members/:userId': { kind: 'role.change', targetType: 'user', param: 'userId', also: ['id'] },
  'DELETE /api/organization/:code/members/:userId': { kind: 'member.remove', targetType: 'user', param: 'userId', also: ['code'] },
  'DELETE /api/projects/:id/members/:userId': { kind: 'member.remove', targetType: 'user', param: 'userId', also: ['id'] },
};

/** Refusals worth keeping (someone tried and was not allowed); a malformed request is not an event. */
function outcomeOf(status: number): AuditOutcome | undefined {
  if (status < 300) return 'success';
  if (status === 401 || status === 403 || status === 404 || status === 409) return 'refused';
  if (status >= 500) return 'failure';
  return undefined;
}

const made = new WeakMap<FastifyRequest, string>();

function idInAnswer(payload: unknown): string | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  try {
    const body = JSON.parse(payload) as { _id?: unknown; id?: unknown };
    const id = body._id ?? body.id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a read is worth a line: it succeeded, its answer holds the content, and it is not a repeat within the window. */
function keepRead(context: AppContext, route: AuditedRoute, payload: unknown, outcome: AuditOutcome, key: string): boolean {
  if (outcome !== 'success') return false;
  if (route.read?.carries && !(typeof payload === 'string' && route.read.carries(payload))) return false;
  return firstReadInWindow(context, key);
}

/**
 * Records an event for every answer of an audited route after the answer has left (a slow write delays no one); a
 * read of sensitive content is recorded before its answer leaves (no content goes out unrecorded), and only the first
 * by each person within a window, so the wait is rare.
 */
export function registerAuditedRoutes(
  app: FastifyInstance,
  context: AppContext,
  routes = { ...auditedRoutes, ...auditedReads },
  listings: Record<string, AuditedListing> = auditedListings,
): void {
  const audited = (request: FastifyRequest) => routes[`${request.method} ${request.routeOptions.url ?? ''}`];
  const listing = (request: FastifyRequest) => listings[`${request.method} ${request.routeOptions.url ?? ''}`];
  const record = async (request: FastifyRequest, status: number, route: AuditedRoute, payload?: unknown) => {
    const outcome = outcomeOf(status);
    if (!outcome) return;
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    const id = route.param ? params[route.param] : made.get(request);
    const actor = actorOfRequest(request);
    const details: Record<string, string | number> = { status };
    for (const name of route.also ?? []) if (params[name]) details[name] = params[name] as string;
    const reader = actor ? `${actor.userId}|${actor.impersonatorId ?? ''}` : request.ip;
    if (route.read && !keepRead(context, route, payload, outcome, [route.kind, reader, id, ...Object.values(details)].join('|'))) return;
    await recordAudit(context, {
      kind: route.kind,
      outcome,
      actor: actor ? { userId: actor.userId, email: actor.email, impersonatorId: actor.impersonatorId } : undefined,
      target: id ? { type: route.targetType, id } : undefined,
      address: request.ip,
      details,
    });
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const route = audited(request);
    if (route && !route.param) {
      const id = idInAnswer(payload);
      if (id) made.set(request, id);
    }
    if (route?.read) await record(request, reply.statusCode, route, payload);
    const list = listing(request);
    if (list && reply.statusCode < 300) {
      const actor = actorOfRequest(request);
      await recordListedRecordings(context, actor, request.ip, { type: list.targetType, id: list.target(request) }, payload);
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = audited(request);
    if (route && !route.read) await record(request, reply.statusCode, route);
  });
}
