import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';
import { memoryRateCounter, type RateCounter, windowStartOf } from './rate-counter.js';

/** How many counted requests one address may make to one route inside the window. */
export interface CredentialLimit {
  max: number;
  /** Count every request, not only refused ones: the route sends mail or writes rows, so success is what a flood wants. */
  countAll?: boolean;
  /**
   * Also count by the value of this route parameter, from every address together: many addresses guessing one call's
   * session password share one limit.
   */
  perParam?: { name: string; max: number };
}

export interface CredentialLimitSettings {
  windowSeconds: number;
  routes: Record<string, CredentialLimit>;
}

/**
 * Every route that takes a password, a token, a code or a share key, and the public routes that send mail or write rows.
 * Guessing is what a refusal counts: wrong passwords, unknown tokens and codes. The routes that send mail or write
 * count every call. The growing sign-in delays per account and per address (modules/accounts) apply on top. On
 * PostgreSQL the counters live in the database, so several servers share each limit; the embedded database has one
 * process, which counts in memory.
 *
 * Not @fastify/rate-limit (11.x, read for this): it cannot take a count back, so counting only refusals would mean
 * checking first and counting after the answer, and a burst of parallel guesses would all pass the check before any
 * was counted (rate-counter.ts counts first and gives successes back); nor can it hold two limits on one route (the
 * per-address and the per-room limit of joining a call).
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
    'GET /api/auth/sso/start': { max: 30, countAll: true },
    'GET /api/auth/sso/callback': { max: 30 },
    'POST /api/auth/sso/exchange': { max: 20 },
    'POST /api/auth/refresh': { max: 30 },
    'POST /api/auth/2fa/enable': { max: 20 },
    'POST /api/auth/2fa/verify': { max: 20 },
    'POST /api/auth/2fa/disable': { max: 20 },
    'POST /api/auth/password': { max: 20 },
    'POST /api/ticket/:id': { max: 20 },
    'POST /api/projects/join/:code': { max: 20 },
    'POST /api/organization/:code/accept': { max: 20 },
    'POST /api/rooms/:roomKey/join': { max: 20, perParam: { name: 'roomKey', max: 60 } },
    'POST /api/cloud/box/finish': { max: 20 },
    // Public writes: each sends mail or adds a row, so every call counts.
    'POST /api/contact-:product': { max: 5, countAll: true },
    'POST /api/visits/create': { max: 120, countAll: true },
    // A share key is a capability too: unknown keys count, so nobody can walk the key space.
    'GET /api/public/stories/:shareKey': { max: 30 },
    'GET /api/public/stories/:shareKey/testimonials': { max: 30 },
    'GET /api/public/galleries/:shareKey': { max: 30 },
    'GET /api/public/clips/:shareKey': { max: 30 },
    'GET /api/public/testimonials/:code': { max: 30 },
    // A room key is the call's link, and a session password is guessed at join.
    'GET /api/rooms/:roomKey': { max: 30 },
    'POST /api/rooms/:roomKey/call': { max: 30 },
    'POST /api/rooms/:roomKey/chat': { max: 30 },
    'GET /api/prepsession/key/:key': { max: 30 },
    'POST /api/vonage/archives/:secret': { max: 30 },
    'GET /api/vonage/dial-in/answer/:secret': { max: 30 },
    'POST /api/vonage/dial-in/answer/:secret': { max: 30 },
    'POST /api/vonage/dial-in/input/:secret': { max: 30 },
    'POST /api/vonage/dial-in/events/:secret': { max: 30 },
    // OAuth callbacks carry a one-time code and state (the single sign-on callback is listed above).
    'GET /api/cloud/box/callback': { max: 30 },
  },
};

const tooMany = new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Wait a few minutes and try again.');

function routeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? ''}`;
}

/** The counters one request is counted under, each with its own limit. */
function countersOf(request: FastifyRequest, limit: CredentialLimit): { key: string; max: number }[] {
  const route = routeOf(request);
  const counters = [{ key: `${route} ${request.ip}`, max: limit.max }];
  const value = limit.perParam ? (request.params as Record<string, unknown> | undefined)?.[limit.perParam.name] : undefined;
  if (limit.perParam && typeof value === 'string')
    counters.push({ key: `${route} ${limit.perParam.name}=${value}`, max: limit.perParam.max });
  return counters;
}

const counted = Symbol('credential-limit counted');
type Counted = { [counted]?: { keys: string[]; windowStart: Date } };

/**
 * Refuses with 429 an address that has had too many counted requests to one credential route in the window. Each
 * request is counted as it arrives and refused when the count it got is over the limit; an answer the route does not
 * count (a success on a route that counts refusals) is taken back when it is sent.
 */
export function registerCredentialLimits(
  app: FastifyInstance,
  settings: CredentialLimitSettings,
  now: () => Date,
  counter: RateCounter = memoryRateCounter(),
): void {
  const windowMs = settings.windowSeconds * 1000;

  app.addHook('onRequest', async (request, reply) => {
    const limit = settings.routes[routeOf(request)];
    if (!limit) return;
    const windowStart = windowStartOf(now(), windowMs);
    const counters = countersOf(request, limit);
    const counts = await Promise.all(counters.map((c) => counter.hit(c.key, windowStart, windowMs)));
    (request as Counted)[counted] = { keys: counters.map((c) => c.key), windowStart };
    if (counts.some((count, i) => count > (counters[i]?.max ?? 0))) {
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now().getTime()) / 1000));
      reply.header('retry-after', String(retryAfter));
      return reply.code(429).send(tooMany.toBody());
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const limit = settings.routes[routeOf(request)];
    const mark = (request as Counted)[counted];
    if (!limit || !mark || limit.countAll || reply.statusCode === 429) return payload;
    // Refusals (4xx) count as guesses; successes and server failures are no guess and are taken back.
    if (reply.statusCode >= 400 && reply.statusCode < 500) return payload;
    await Promise.all(mark.keys.map((key) => counter.refund(key, mark.windowStart)));
    return payload;
  });
}
