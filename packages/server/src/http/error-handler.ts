import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, RetryLaterError } from './errors.js';

interface DatabaseError {
  code?: unknown;
}

// PostgreSQL error classes that come from what was sent, not from a fault of ours.
function fromDatabase(error: DatabaseError): HttpError | undefined {
  if (typeof error.code !== 'string' || error.code.length !== 5) return undefined;
  if (error.code === '23505') return new HttpError(409, 'CONFLICT', 'This already exists');
  if (error.code === '23503') return new HttpError(409, 'CONFLICT', 'A record this refers to does not exist');
  if (error.code.startsWith('22')) return new HttpError(400, 'BAD_REQUEST', 'A value is out of range or malformed');
  return undefined;
}

/** Every error leaves as `{ error: { code, message, field? } }`; only our own faults are 500s, and they are logged. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const known = error instanceof HttpError ? error : fromDatabase(error as DatabaseError);
    if (known instanceof RetryLaterError) reply.header('retry-after', String(known.retryAfterSeconds));
    if (known) return reply.code(known.status).send(known.toBody());
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: { code: error.code ?? 'BAD_REQUEST', message: error.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } });
  });
}
