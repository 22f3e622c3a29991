import { Readable } from 'node:stream';
import type { ObjectInfo, ObjectStore } from '@storykeep/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { capBody } from './body-tap.js';
import { parseRange } from './byte-range.js';
import { MAX_FORM_OVERHEAD_BYTES, readMultipartForm } from './multipart-form.js';
import { isObjectKey, servesInline } from './object-key.js';
import { StorageError, tooLarge } from './storage-errors.js';
import type { SignedGrant, SignedQuery, UrlSigner } from './url-signer.js';

export interface MediaRoutesOptions {
  store: ObjectStore;
  signer: UrlSigner;
  /**
   * Called once a form upload (signed POST) is stored, with its text fields; throwing removes the
   * object again and answers with the error (e.g. 404 when its story was deleted meanwhile).
   */
  onFormUpload?: (key: string, fields: Record<string, string>, info: ObjectInfo, ref?: string) => Promise<void>;
  /**
   * Asked before any byte of a PUT or POST is read: throws (a StorageError, e.g. 409 already_uploaded) to refuse a
   * write whose upload was completed or confirmed already, so each write address serves one upload only.
   */
  beforeWrite?: (key: string, grant: SignedGrant) => Promise<void>;
}

type MediaRequest = FastifyRequest<{ Params: { '*': string }; Querystring: SignedQuery }>;

/**
 * Serves and receives the bytes behind signed media URLs: `GET /media/<key>` with HTTP Range so
 * players can seek, `PUT /media/<key>` for a whole object or (with uploadId and partNumber) one part
 * of a multipart upload. Bodies stream to disk; nothing is held in memory whole. A write stops reading
 * at the byte cap its address carries (413 naming it, nothing stored).
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
  // A body cut off at its cap is not read any further: the connection closes after the answer.
  if (status === 413) reply.header('connection', 'close');
  return reply.code(status).send({ error: { code, message } });
}

/**
 * Refuses at once a body whose declared length passes the cap (plus, for a form, what its fields may add); a body that
 * lies about its length is stopped while streaming.
 */
function declaredTooLong(request: MediaRequest, grant: SignedGrant | undefined, overhead = 0): StorageError | undefined {
  const declared = Number(request.headers['content-length']);
  const cap = grant?.maxBytes;
  return cap !== undefined && Number.isFinite(declared) && declared > cap + overhead ? tooLarge(cap) : undefined;
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

async function receive(request: MediaRequest, reply: FastifyReply, { store, signer, beforeWrite }: MediaRoutesOptions) {
  const { key, denied, grant } = authorise(request, reply, signer, 'PUT');
  if (denied) return denied;
  // Like S3 with a signed Content-Type header: the link was made for one type and takes no other.
  if (grant?.contentType && mediaType(request.headers['content-type']) !== mediaType(grant.contentType)) {
    return fail(reply, 403, 'bad_signature', 'This link is not valid');
  }
  const declared = request.headers['content-length'];
  const expectedSize = declared === undefined ? undefined : Number(declared);
  try {
    const tooLong = declaredTooLong(request, grant);
    if (tooLong) throw tooLong;
    if (grant) await beforeWrite?.(key, grant);
    const body = capBody(request.raw, grant?.maxBytes);
    if (grant?.part) {
      const part = await store.uploadPart(key, grant.part.uploadId, grant.part.partNumber, body, expectedSize);
      if (part.sha256) reply.header('x-storykeep-sha256', part.sha256);
      return reply.header('ETag', part.etag).send();
    }
    const info = await store.put(key, body, expectedSize === undefined ? {} : { expectedSize });
    if (info.sha256) reply.header('x-storykeep-sha256', info.sha256);
    return reply.header('ETag', info.etag).send();
  } catch (error) {
    if (error instanceof StorageError) return fail(reply, error.status, error.code, error.message);
    // The client went away mid-body: nothing was stored, and there is nobody left to answer.
    if (request.raw.destroyed || request.raw.aborted) return reply.code(400).send();
    throw error;
  }
}

/**
 * A browser form upload to a signed POST URL: text fields and one file, streamed to the store and capped at the
 * address's byte limit. Answers what was stored (key, size, SHA-256), for the sender to compare with what it sent.
 */
async function receiveForm(request: MediaRequest, reply: FastifyReply, { store, signer, onFormUpload, beforeWrite }: MediaRoutesOptions) {
  const { key, denied, grant } = authorise(request, reply, signer, 'POST');
  if (denied) return denied;
  const contentType = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) return fail(reply, 400, 'bad_form', 'Send the file as multipart/form-data');
  let stored: ObjectInfo | undefined;
  try {
    const tooLong = declaredTooLong(request, grant, MAX_FORM_OVERHEAD_BYTES);
    if (tooLong) throw tooLong;
    if (grant) await beforeWrite?.(key, grant);
    const fields = await readMultipartForm(request.raw, contentType, async (file) => {
      if (stored) throw new StorageError('invalid_part', 'Send one file per form', 400);
      stored = await store.put(key, capBody(file.body, grant?.maxBytes));
    });
    if (!stored) return fail(reply, 400, 'bad_form', 'The form has no file');
    await onFormUpload?.(key, fields, stored, grant?.ref);
    return reply.code(200).send({ key, size: stored.size, sha256: stored.sha256 });
  } catch (error) {
    if (stored) await store.delete(key);
    if (error instanceof StorageError) return fail(reply, error.status, error.code, error.message);
    throw error;
  }
}
