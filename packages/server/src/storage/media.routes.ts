import { Readable } from 'node:stream';
import type { ObjectInfo, ObjectStore } from '@storykeep/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from './byte-range.js';
import { readMultipartForm } from './multipart-form.js';
import { isObjectKey, servesInline } from './object-key.js';
import { StorageError } from './storage-errors.js';
import type { SignedQuery, UrlSigner } from './url-signer.js';

export interface MediaRoutesOptions {
  store: ObjectStore;
  signer: UrlSigner;
  /**
   * Called once a form upload (signed POST) is stored, with its text fields; throwing removes the
   * object again and answers with the error (e.g. 404 when its story was deleted meanwhile).
   */
  onFormUpload?: (key: string, fields: Record<string, string>, info: ObjectInfo) => Promise<void>;
}

type MediaRequest = FastifyRequest<{ Params: { '*': string }; Querystring: SignedQuery }>;

/**
 * Serves and receives the bytes behind signed media URLs: `GET /media/<key>` with HTTP Range so
 * players can seek, `PUT /media/<key>` for a whole object or (with uploadId and partNumber) one part
 * of a multipart upload. Bodies stream to disk; nothing is held in memory whole.
 * Register inside the `/api` prefix: `await api.register(mediaRoutes, { store, signer })`.
 */
export async function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions): Promise<void> {
  // Upload bodies are raw bytes of any type: leave them unread for the handler to stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.get('/media/*', (request: MediaRequest, reply) => serve(request, reply, options));
  app.put('/media/*', (request: MediaRequest, reply) => receive(request, reply, options));
  app.post('/media/*', (request: MediaRequest, reply) => receiveForm(request, reply, options));
}

function fail(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message } });
}

function authorise(request: MediaRequest, reply: FastifyReply, signer: UrlSigner, method: 'GET' | 'PUT' | 'POST') {
  const key = request.params['*'];
  if (!isObjectKey(key)) return { key, denied: fail(reply, 404, 'not_found', 'Not found') };
  const verdict = signer.verify(key, method, request.query);
  if (!verdict.ok) {
    const message = verdict.reason === 'expired' ? 'This link has expired' : 'This link is not valid';
    return { key, denied: fail(reply, 403, verdict.reason === 'expired' ? 'link_expired' : 'bad_signature', message) };
  }
  return { key, grant: verdict.grant };
}

async function serve(request: MediaRequest, reply: FastifyReply, { store, signer }: MediaRoutesOptions) {
  const { key, denied, grant } = authorise(request, reply, signer, 'GET');
  if (denied) return denied;
  const info = await store.stat(key);
  if (!info) return fail(reply, 404, 'not_found', 'Not found');
  const inline = servesInline(info.contentType);
  reply.header('Accept-Ranges', 'bytes').header('Content-Type', inline ? info.contentType : 'application/octet-stream');
  reply.header('ETag', info.etag);
  reply.header('Last-Modified', info.modifiedAt.toUTCString()).header('Cache-Control', 'private, max-age=3600');
  if (grant?.fileName) reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(grant.fileName)}`);
  else if (!inline) reply.header('Content-Disposition', 'attachment');
  const range = parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${info.size}`).send();
  if (range) {
    reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    reply.header('Content-Length', range.end - range.start + 1);
  } else {
    reply.header('Content-Length', info.size);
  }
  const body = await store.get(key, range);
  return reply.send(body instanceof Readable ? body : Readable.from(body));
}

const mediaType = (value: string | undefined) => (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

async function receive(request: MediaRequest, reply: FastifyReply, { store, signer }: MediaRoutesOptions) {
  const { key, denied, grant } = authorise(request, reply, signer, 'PUT');
  if (denied) return denied;
  // Like S3 with a signed Content-Type header: the link was made for one type and takes no other.
  if (grant?.contentType && mediaType(request.headers['content-type']) !== mediaType(grant.contentType)) {
    return fail(reply, 403, 'bad_signature', 'This link is not valid');
  }
  const declared = request.headers['content-length'];
  const expectedSize = declared === undefined ? undefined : Number(declared);
  try {
    if (grant?.part) {
      const part = await store.uploadPart(key, grant.part.uploadId, grant.part.partNumber, request.raw, expectedSize);
      return reply.header('ETag', part.etag).send();
    }
    const info = await store.put(key, request.raw, expectedSize === undefined ? {} : { expectedSize });
    return reply.header('ETag', info.etag).send();
  } catch (error) {
    if (error instanceof StorageError) return fail(reply, error.status, error.code, error.message);
    // The client went away mid-body: nothing was stored, and there is nobody left to answer.
    if (request.raw.destroyed || request.raw.aborted) return reply.code(400).send();
    throw error;
  }
}

/** A browser form upload to a signed POST URL: text fields and one file, streamed to the store. */
async function receiveForm(request: MediaRequest, reply: FastifyReply, { store, signer, onFormUpload }: MediaRoutesOptions) {
  const { key, denied } = authorise(request, reply, signer, 'POST');
  if (denied) return denied;
  const contentType = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) return fail(reply, 400, 'bad_form', 'Send the file as multipart/form-data');
  let stored: ObjectInfo | undefined;
  try {
    const fields = await readMultipartForm(request.raw, contentType, async (file) => {
      if (stored) throw new StorageError('invalid_part', 'Send one file per form', 400);
      stored = await store.put(key, file.body);
    });
    if (!stored) return fail(reply, 400, 'bad_form', 'The form has no file');
    await onFormUpload?.(key, fields, stored);
    return reply.code(204).send();
  } catch (error) {
    if (stored) await store.delete(key);
    if (error instanceof StorageError) return fail(reply, error.status, error.code, error.message);
    throw error;
  }
}
