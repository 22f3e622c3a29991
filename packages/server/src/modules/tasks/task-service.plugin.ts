import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { execute, GraphQLError } from 'graphql';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import { z } from 'zod';
import type { AppContext } from '../../context/app-context.js';
import type { Database } from '../../db/database.js';
import { authenticate, bearerToken, signInComplete } from '../../http/actor.js';
import { validationError } from '../../http/validation.js';
import type { MediaServices } from '../media-services.types.js';
import { gateOperation, MAX_QUERY_CHARACTERS } from './operation-gate.js';
import { watchAccess } from './session-watch.js';
import { FORBIDDEN_CLOSE, SocketSessions } from './socket-sessions.js';
import { TaskEvents } from './task-events.js';
import { type TaskContext, taskResolvers } from './task-resolvers.js';
import { taskServiceSchema } from './task-schema.js';

/** The largest graphql-ws message the server reads; a bigger one closes the socket (1009). Its query is capped lower. */
export const MAX_SOCKET_MESSAGE_BYTES = 64 * 1024;
/** Most operations one socket may have open at once (the web app watches a handful). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 25;

const HttpRequestSchema = z.strictObject({
  query: z.string().min(1).max(MAX_QUERY_CHARACTERS),
  variables: z.record(z.string(), z.unknown()).nullable().optional(),
  operationName: z.string().max(200).nullable().optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

// `{ token }`, or `{ authorization: 'Bearer <token>' }` as the browser client sends it.
const ConnectionParamsSchema = z
  .object({ token: z.string().min(1).max(200).optional(), authorization: z.string().max(220).optional() })
  .passthrough();

export interface TaskServiceOptions {
  /** Answer introspection queries (development only). */
  introspection?: boolean;
}

/**
 * The task service at `/api/graphql`: queries and mutations over HTTP POST, everything (subscriptions too) over
 * graphql-ws. The socket authenticates with `connection_init`'s `{ token }` or `{ authorization: 'Bearer …' }`, or
 * the upgrade's Authorization header; a missing or unknown token closes it with 4403 (Forbidden). Each operation
 * checks that token again, and open subscriptions are checked again whenever a session or membership changes (and
 * every minute): a socket whose session ended is closed with 4403, a subscription to a story its watcher may no
 * longer see ends with FORBIDDEN.
 */
export async function registerTaskService(
  api: FastifyInstance,
  app: AppContext,
  media: MediaServices,
  database: Database,
  options: TaskServiceOptions = {},
): Promise<TaskEvents> {
  const schema = taskServiceSchema(taskResolvers);
  const gate = { introspection: options.introspection === true };
  const events = new TaskEvents();
  if (database.listener) events.fromPostgres(database.listener, (error) => api.log.error({ err: error }, 'task events'));
  else events.fromJobEvents(media.events);
  const stopWatching = watchAccess(database.changes, events);
  const current = async (token: string | undefined) =>
    token ? await authenticate(app, token).then((actor) => (actor && signInComplete(actor) ? actor : undefined)) : undefined;
  const sockets = new SocketSessions(events, current);
  api.addHook('onClose', async () => {
    stopWatching();
    sockets.close();
    await events.close();
  });
  const contextFor = async (token: string | undefined, address: string | undefined): Promise<TaskContext> => ({
    address,
    actor: await current(token),
    currentActor: () => current(token),
    app,
    store: media.store,
    events,
  });

  api.post('/graphql', async (request, reply) => {
    const parsed = HttpRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const error = validationError(parsed.error, 'body');
      return reply.code(error.status).send(error.toBody());
    }
    const { query, variables, operationName } = parsed.data;
    const { document, errors } = gateOperation(schema, query, gate);
    if (errors) return reply.code(200).send({ errors });
    const result = await execute({
      schema,
      document,
      variableValues: variables ?? null,
      operationName: operationName ?? null,
      contextValue: await contextFor(bearerToken(request.headers.authorization), request.ip),
    });
    return reply.code(200).send(result);
  });

  // A socket message holds one operation, at most the size the HTTP route takes; ws would accept 100 MiB.
  await api.register(fastifyWebsocket, { options: { maxPayload: MAX_SOCKET_MESSAGE_BYTES } });
  api.get(
    '/graphql',
    { websocket: true },
    makeHandler<Record<string, unknown>, { token?: string }>({
      schema,
      onConnect: async (ctx) => {
        const params = ConnectionParamsSchema.safeParse(ctx.connectionParams ?? {});
        const token =
          (params.success ? (params.data.token ?? bearerToken(params.data.authorization)) : undefined) ??
          bearerToken(ctx.extra.request.headers.authorization);
        if (!token || !(await current(token))) return false;
        (ctx.extra as { token?: string }).token = token;
        sockets.add(ctx.extra.socket, token);
        return true;
      },
      onSubscribe: (ctx, _id, payload) => {
        // graphql-ws has already entered this operation in `subscriptions` when it asks.
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_SOCKET)
          return [new GraphQLError(`At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} operations may be open on one connection.`)];
        const { document, errors } = gateOperation(schema, payload.query, gate);
        if (errors) return errors;
        return { schema, document, variableValues: payload.variables ?? null, operationName: payload.operationName ?? null };
      },
      context: async (ctx) => ({
        ...(await contextFor((ctx.extra as { token?: string }).token, ctx.extra.request.ip)),
        sessionEnded: () => ctx.extra.socket.close(FORBIDDEN_CLOSE, 'Forbidden'),
      }),
    }),
  );
  return events;
}
