import { isWorkspaceMember } from '@storykeep/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context/app-context.js';
import { type Actor, authenticate, bearerToken, signInComplete } from './actor.js';
import { forbidden, HttpError, unauthorized } from './errors.js';
import { noteSecretPath, type SecretParamsConfig } from './log-redaction.js';
import { validationError } from './validation.js';

/**
 * Who may call a route.
 * - `public`: anyone; the actor is known when a valid token is sent.
 * - `session`: any valid session, even one still waiting for its two-factor code or its new password.
 * - `account`: a completed session of any role, guests included.
 * - `member`: a completed session of a workspace member (not a guest). Finer rules are in the handler.
 */
export type RouteAccess = 'public' | 'session' | 'account' | 'member';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RouteInput<P, Q, B, A> {
  params: P;
  query: Q;
  body: B;
  actor: A;
  context: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** One API route: its contract (schemas, used for validation and the OpenAPI document) and its handler. */
export interface ApiRoute {
  method: Method;
  /** Path under `/api`, fastify style (`/stories/:id`). */
  url: string;
  /** API area, used to group the OpenAPI document. */
  tag: string;
  summary: string;
  access: RouteAccess;
  /**
   * The route is limited per address (http/credential-limits.ts, a test keeps the two in step): `guess`, it takes a
   * password, code, token or key someone could guess, so its refusals are counted; `flood`, each call costs the
   * server or a person something (a mail, a provider round trip, a stored row), so every call is counted.
   */
  credential?: 'guess' | 'flood';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /** Status of a successful answer (200 unless given). */
  status?: number;
  /**
   * Largest body in bytes, for the few routes that take more than the app's limit (a four-hour transcript). Such a
   * route authenticates before its body is read, so only a signed-in caller can make the server hold that much.
   */
  bodyLimit?: number;
  /**
   * Path parameters whose values are secrets (tokens, share keys, tickets, invitation and room codes): the log shows
   * `[redacted]` in their place, decided by this declaration and never by the URL's text.
   */
  secretParams?: readonly string[];
  handler(input: RouteInput<unknown, unknown, unknown, Actor | undefined>): Promise<unknown>;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type ActorOf<A extends RouteAccess> = A extends 'public' ? Actor | undefined : Actor;

/** Declares a route with handler arguments typed by its schemas. */
export function defineRoute<
  A extends RouteAccess,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  spec: Omit<ApiRoute, 'handler' | 'params' | 'query' | 'body' | 'access' | 'secretParams'> & {
    access: A;
    params?: P;
    secretParams?: readonly (P extends z.ZodType ? Extract<keyof z.output<P>, string> : never)[];
    query?: Q;
    body?: B;
    handler(input: RouteInput<Parsed<P>, Parsed<Q>, Parsed<B>, ActorOf<A>>): Promise<unknown>;
  },
): ApiRoute {
  return spec as unknown as ApiRoute;
}

function parsePart(schema: z.ZodType | undefined, value: unknown, part: 'params' | 'query' | 'body'): unknown {
  if (!schema) {
    const empty = value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0);
    if (!empty) throw new HttpError(400, 'VALIDATION', `This call takes no ${part}`, part);
    return undefined;
  }
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (!result.success) throw validationError(result.error, part);
  return result.data;
}

async function resolveActor(route: ApiRoute, context: AppContext, request: FastifyRequest): Promise<Actor | undefined> {
  const token = bearerToken(request.headers.authorization);
  const actor = token ? await authenticate(context, token) : undefined;
  if (route.access === 'public') return actor && !signInComplete(actor) ? undefined : actor;
  if (!actor) throw unauthorized(token ? 'Your session has ended; sign in again' : 'Sign in first');
  if (route.access === 'session') return actor;
  if (actor.twoFactorPending) throw new HttpError(401, 'TWO_FACTOR_REQUIRED', 'Enter your two-factor code first');
  if (actor.passwordChangePending) throw new HttpError(403, 'PASSWORD_CHANGE_REQUIRED', 'Choose a new password first');
  if (route.access === 'member' && !isWorkspaceMember(actor)) throw forbidden();
  return actor;
}

const registered = new WeakMap<AppContext, ApiRoute[]>();
const earlyActors = new WeakMap<FastifyRequest, Actor | undefined>();
const requestActors = new WeakMap<FastifyRequest, Actor>();

/** Who made a request, once its route has authenticated it (for hooks that run after the answer, such as auditing). */
export function actorOfRequest(request: FastifyRequest): Actor | undefined {
  return requestActors.get(request);
}

/** Every route registered for this app so far (the OpenAPI document lists them). */
export function registeredRoutes(context: AppContext): readonly ApiRoute[] {
  return registered.get(context) ?? [];
}

/** Registers routes: authentication, then validation of path, query and body, then the handler. */
export function registerApiRoutes(app: FastifyInstance, context: AppContext, routes: readonly ApiRoute[]): void {
  registered.set(context, [...registeredRoutes(context), ...routes]);
  for (const route of routes) {
    const secretParams = route.secretParams ?? [];
    noteSecretPath(`${app.prefix}${route.url}`, secretParams);
    app.route({
      method: route.method,
      url: route.url,
      config: { secretParams } satisfies SecretParamsConfig,
      ...(route.bodyLimit
        ? {
            bodyLimit: route.bodyLimit,
            onRequest: async (request: FastifyRequest) => void earlyActors.set(request, await resolveActor(route, context, request)),
          }
        : {}),
      handler: async (request, reply) => {
        const actor = earlyActors.has(request) ? earlyActors.get(request) : await resolveActor(route, context, request);
        if (actor) requestActors.set(request, actor);
        const params = parsePart(route.params, request.params, 'params');
        const query = parsePart(route.query, request.query, 'query');
        const body = parsePart(route.body, request.body, 'body');
        const answer = await route.handler({ params, query, body, actor, context, request, reply });
        if (reply.sent) return reply;
        reply.code(route.status ?? 200);
        return answer ?? { ok: true };
      },
    });
  }
}
