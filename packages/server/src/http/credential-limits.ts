import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/** How many counted requests one address may make to one route inside the window. */
export interface CredentialLimit {
  max: number;
  /** Count every request, not only refused ones: the route sends mail, so success is what a flood wants. */
  countAll?: boolean;
}

export interface CredentialLimitSettings {
  windowSeconds: number;
  routes: Record<string, CredentialLimit>;
}

/**
 * Every route that takes a password, a token, a code or a share key. Guessing is what a refusal counts: wrong passwords,
 * unknown tokens and codes. The routes that send mail count every call. The per-account and per-address limits of
 * sign-in and two-factor in the database still apply on top; these hold one process's memory, so several servers
 * each count on their own.
 */
export const defaultCredentialLimits: CredentialLimitSettings = {
  windowSeconds: 15 * 60,
  routes: {
    'POST /api/signin': { max: 30 },
    'POST /api/registerbyinvite': { max: 20 },
    'POST /api/registermanagerbyinvite': { max: 20 },
    'POST /api/send-password-recovery-email': { max: 10, countAll: true },
    'POST /api/password/update': { max: 20 },
    'POST /api/magic-link/send': { max: 10, countAll: true },
    'POST /api/magic-link': { max: 20 },
    'POST /api/auth/refresh': { max: 30 },
    'POST /api/auth/2fa/enable': { max: 20 },
    'POST /api/auth/2fa/verify': { max: 20 },
    'POST /api/auth/2fa/disable': { max: 20 },
    'POST /api/ticket/:id': { max: 20 },
    'POST /api/projects/join/:code': { max: 20 },
    'POST /api/organization/:code/accept': { max: 20 },
    // A share key is a capability too: unknown keys count, so nobody can walk the key space.
    'GET /api/public/stories/:shareKey': { max: 30 },
  },
};

const tooMany = new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Wait a few minutes and try again.');

function routeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? ''}`;
}

/** Refuses with 429 an address that has had too many counted requests to one credential route in the window. */
export function registerCredentialLimits(app: FastifyInstance, settings: CredentialLimitSettings, now: () => Date): void {
  const windowMs = settings.windowSeconds * 1000;
  const hits = new Map<string, number[]>();
  const recent = (key: string, at: number) => (hits.get(key) ?? []).filter((time) => time > at - windowMs);

  app.addHook('onRequest', async (request, reply) => {
    const limit = settings.routes[routeOf(request)];
    if (!limit) return;
    const key = `${routeOf(request)} ${request.ip}`;
    if (recent(key, now().getTime()).length >= limit.max) {
      reply.header('retry-after', String(settings.windowSeconds));
      return reply.code(429).send(tooMany.toBody());
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    const limit = settings.routes[routeOf(request)];
    if (!limit || reply.statusCode === 429) return;
    if (!limit.countAll && (reply.statusCode < 400 || reply.statusCode >= 500)) return;
    const at = now().getTime();
    const key = `${routeOf(request)} ${request.ip}`;
    hits.set(key, [...recent(key, at), at]);
    // Addresses that went quiet are forgotten, so the map cannot grow without end.
    if (hits.size > 10_000) for (const [other, times] of hits) if (!times.some((t) => t > at - windowMs)) hits.delete(other);
  });
}
