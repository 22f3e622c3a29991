import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { graphql, validate } from 'graphql';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import { z } from 'zod';
import type { AppContext } from '../app-context.js';
import type { Database } from '../db/database.js';
import { authenticate, bearerToken, signInComplete } from '../http/actor.js';
import { validationError } from '../http/validation.js';
import type { MediaServices } from '../modules/upload/media-services.js';
import { taskServiceRules } from './operation-limits.js';
import { TaskEvents } from './task-events.js';
import { type TaskContext, taskResolvers } from './task-resolvers.js';
import { taskServiceSchema } from './task-schema.js';

/** The largest graphql-ws message the server reads; a bigger one closes the socket (1009). */
export const MAX_SOCKET_MESSAGE_BYTES = 64 * 1024;

const HttpRequestSchema = z.strictObject({
  query: z.string().min(1).max(20_000),
  variables: z.record(z.string(), z.unknown()).nullable().optional(),
  operationName: z.string().max(200).nullable().optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

// `{ token }`, or `{ authorization: 'Bearer <token>' }` as the browser client sends it.
const ConnectionParamsSchema = z
  .object({ token: z.string().min(1).max(200).optional(), authorization: z.string().max(220).optional() })
  .passthrough();

/**
 * The task service at `/api/graphql`: queries and mutations over HTTP POST, everything (subscriptions too) over
 * graphql-ws. The socket authenticates with `connection_init`'s `{ token }` or `{ authorization: 'Bearer …' }`, or
 * the upgrade's Authorization header; a missing or unknown token closes it with 4403 (Forbidden). Each operation
 * checks that token again, so a session that ends while connected gets FORBIDDEN and signs in anew.
 */
export async function registerTaskService(
  api: FastifyInstance,
  app: AppContext,
  media: MediaServices,
  database: Database,
): Promise<TaskEvents> {
  const schema = taskServiceSchema(taskResolvers);
  const events = new TaskEvents();
  if (database.kind === 'postgres' && database.url)
    await events.fromPostgres(database.url, (error) => api.log.error({ err: error }, 'task events'));
  else events.fromJobEvents(media.events);
  api.addHook('onClose', () => events.close());
  const contextFor = async (token: string | undefined): Promise<TaskContext> => ({
    actor: token ? await authenticate(app, token).then((actor) => (actor && signInComplete(actor) ? actor : undefined)) : undefined,
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
    const result = await graphql({
      schema,
      source: query,
      rules: taskServiceRules,
      variableValues: variables ?? null,
      operationName: operationName ?? null,
      contextValue: await contextFor(bearerToken(request.headers.authorization)),
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
      validate: (schema, document) => validate(schema, document, taskServiceRules),
      onConnect: async (ctx) => {
        const params = ConnectionParamsSchema.safeParse(ctx.connectionParams ?? {});
        const token =
          (params.success ? (params.data.token ?? bearerToken(params.data.authorization)) : undefined) ??
          bearerToken(ctx.extra.request.headers.authorization);
        if (!token || !(await contextFor(token)).actor) return false;
        (ctx.extra as { token?: string }).token = token;
        return true;
      },
      context: (ctx) => contextFor(ctx.extra.token),
    }),
  );
  return events;
}
