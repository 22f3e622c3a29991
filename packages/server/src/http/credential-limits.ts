import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CredentialAttempts, memoryAttempts } from './credential-attempts.js';
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
 * sign-in and two-factor in the database still apply on top. On PostgreSQL the counts live in the database, so
 * several servers share each limit; the embedded database has one process, which counts in memory.
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
    'POST /api/auth/sso/exchange': { max: 20 },
    'POST /api/auth/refresh': { max: 30 },
    'POST /api/auth/2fa/enable': { max: 20 },
    'POST /api/auth/2fa/verify': { max: 20 },
    'POST /api/auth/2fa/disable': { max: 20 },
    'POST /api/auth/password': { max: 20 },
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
export function registerCredentialLimits(
  app: FastifyInstance,
  settings: CredentialLimitSettings,
  now: () => Date,
  attempts: CredentialAttempts = memoryAttempts(),
): void {
  const windowMs = settings.windowSeconds * 1000;
  const since = (at: Date) => new Date(at.getTime() - windowMs);

  app.addHook('onRequest', async (request, reply) => {
    const limit = settings.routes[routeOf(request)];
    if (!limit) return;
    const key = `${routeOf(request)} ${request.ip}`;
    if ((await attempts.count(key, since(now()))) >= limit.max) {
      reply.header('retry-after', String(settings.windowSeconds));
      return reply.code(429).send(tooMany.toBody());
    }
  });

  // Counted before the answer leaves: a caller (or another server) must never see the answer before its count.
  app.addHook('onSend', async (request, reply, payload) => {
    const limit = settings.routes[routeOf(request)];
    if (!limit || reply.statusCode === 429) return payload;
    if (!limit.countAll && (reply.statusCode < 400 || reply.statusCode >= 500)) return payload;
    const at = now();
    await attempts.add(`${routeOf(request)} ${request.ip}`, at, since(at));
    return payload;
  });
}
