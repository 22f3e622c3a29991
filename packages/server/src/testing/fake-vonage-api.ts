import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';

/** The claims of an HS256 JWT whose signature checks out with `secret`; throws otherwise. */
export function verifyHs256(token: string, secret: string): Record<string, unknown> {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw new Error('not a JWT');
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg;
  if (alg !== 'HS256') throw new Error(`unexpected alg ${alg}`);
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('bad signature');
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}

/** A session id in Vonage's own shape ('1_' and base64 of `1~apiKey~location~date~random`), which the SDK checks. */
function sessionIdFor(apiKey: string): string {
  const raw = `1~${apiKey}~~${new Date().toUTCString()}~${randomUUID()}~MX4`;
  return `1_${Buffer.from(raw).toString('base64').replace(/\+/g, '-').replace(/\//g, '_')}`;
}

/** One participant's file in an individual-stream archive, as the archive's manifest describes it. */
export interface FakeArchiveFile {
  streamId: string;
  /** The connection data of the participant's client token (the server's JSON of who they are). */
  connectionData: string;
  bytes: Uint8Array;
  /** Milliseconds from the archive's start to the stream's start and stop. */
  startTimeOffset: number;
  stopTimeOffset: number;
}

type FakeArchiveStatus = 'started' | 'stopped' | 'available' | 'expired';

/** A SIP call the server asked Vonage Video to dial into a session, as the fake received it. */
export interface FakeSipDial {
  sessionId: string;
  /** The connection data of the token the SIP leg connects with, read back from the token's signed claims. */
  connectionData: string;
  sip: { uri: string; headers?: Record<string, string>; auth?: { username: string; password: string } };
  /** The connection the leg got in the session, which hangs it up. */
  connectionId: string;
}

export interface FakeVonageApi {
  url: string;
  sessions: string[];
  archives: Map<
    string,
    { sessionId: string; name: string; outputMode: string; status: FakeArchiveStatus; createdAt: number; zip?: Uint8Array }
  >;
  signals: Array<{ sessionId: string; type: string; data: unknown }>;
  /** Every request's path, after its project JWT was checked. */
  requests: string[];
  /** Makes the next archive start answer this HTTP status. */
  failNextArchive: number | undefined;
  /** SIP calls dialled into sessions (`POST /v2/project/{key}/dial`). */
  dials: FakeSipDial[];
  /** Makes the next SIP dials answer this HTTP status, as many times as `failDials` says (once when unset). */
  failNextDial: number | undefined;
  failDials?: number;
  /** Connections hung up (`DELETE …/session/{sessionId}/connection/{connectionId}`). */
  disconnects: Array<{ sessionId: string; connectionId: string }>;
  /** Downloads of finished archives served. */
  downloads: number;
  /**
   * Finishes a stopped archive as Vonage does for individual-stream archives: a ZIP of one file per stream with a JSON
   * manifest, downloadable from the archive's `url` (no project JWT needed, as Vonage's download addresses are signed).
   */
  makeAvailable(archiveId: string, files: FakeArchiveFile[]): void;
  close(): Promise<void>;
}

/**
 * A loopback stand-in for the REST API of Vonage Video (the OpenTok project API the `opentok` SDK calls): session
 * creation, archive start, stop and status, the download of a finished individual-stream archive, signals to a
 * session, SIP calls dialled into a session and connections hung up. Every request must carry an `X-OPENTOK-AUTH` JWT signed
 * with the project's secret and issued by its key, as the real service demands; anything else is answered 403.
 */
export async function startFakeVonageApi(apiKey: string, apiSecret: string): Promise<FakeVonageApi> {
  // Session ids are longer than the 100 characters fastify allows a path parameter by default.
  const app: FastifyInstance = Fastify({ maxParamLength: 2000 });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const state: Omit<FakeVonageApi, 'url' | 'close'> = {
    sessions: [],
    archives: new Map(),
    signals: [],
    requests: [],
    failNextArchive: undefined,
    dials: [],
    failNextDial: undefined,
    disconnects: [],
    downloads: 0,
    makeAvailable: () => undefined,
  };
  // The address downloads are served from, known once listening.
  let base = '';
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/downloads/')) return;
    try {
      const claims = verifyHs256(String(request.headers['x-opentok-auth'] ?? ''), apiSecret);
      if (claims.iss !== apiKey || claims.ist !== 'project') throw new Error('wrong issuer');
    } catch {
      return reply.code(403).send({ message: 'Invalid authentication' });
    }
    state.requests.push(`${request.method} ${request.url}`);
  });
  app.post('/session/create', async () => {
    const id = sessionIdFor(apiKey);
    state.sessions.push(id);
    return [{ session_id: id, project_id: apiKey, create_dt: new Date().toUTCString() }];
  });
  app.post<{ Params: { key: string }; Body: { sessionId: string; name?: string; outputMode?: string } }>(
    '/v2/project/:key/archive',
    async (request, reply) => {
      if (state.failNextArchive) {
        const status = state.failNextArchive;
        state.failNextArchive = undefined;
        return reply.code(status).send({ message: 'Archive refused' });
      }
      if (!state.sessions.includes(request.body.sessionId)) return reply.code(404).send({ message: 'Session not found' });
      const id = randomUUID();
      const archive = {
        sessionId: request.body.sessionId,
        name: request.body.name ?? '',
        outputMode: request.body.outputMode ?? 'composed',
        status: 'started' as FakeArchiveStatus,
        createdAt: Date.now(),
      };
      state.archives.set(id, archive);
      return { id, ...archive };
    },
  );
  app.post<{ Params: { id: string } }>('/v2/project/:key/archive/:id/stop', async (request, reply) => {
    const archive = state.archives.get(request.params.id);
    if (!archive) return reply.code(404).send({ message: 'Archive not found' });
    archive.status = 'stopped';
    const { zip: _zip, ...shown } = archive;
    return { id: request.params.id, ...shown };
  });
  app.get<{ Params: { id: string } }>('/v2/project/:key/archive/:id', async (request, reply) => {
    const archive = state.archives.get(request.params.id);
    if (!archive) return reply.code(404).send({ message: 'Archive not found' });
    const { zip, ...shown } = archive;
    const url = archive.status === 'available' ? `${base}/downloads/${request.params.id}.zip` : null;
    return { id: request.params.id, ...shown, size: zip?.byteLength ?? 0, url };
  });
  app.get<{ Params: { file: string } }>('/downloads/:file', async (request, reply) => {
    const archive = state.archives.get(request.params.file.replace(/\.zip$/, ''));
    if (!archive?.zip || archive.status !== 'available') return reply.code(404).send({ message: 'Not found' });
    state.downloads += 1;
    return reply.type('application/zip').send(Buffer.from(archive.zip));
  });
  state.makeAvailable = (archiveId, files) => {
    const archive = state.archives.get(archiveId);
    if (!archive) throw new Error(`No archive ${archiveId}`);
    const manifest = {
      createdAt: archive.createdAt,
      id: archiveId,
      name: archive.name,
      sessionId: archive.sessionId,
      files: files.map((f) => ({
        connectionData: f.connectionData,
        filename: `${f.streamId}.webm`,
        size: f.bytes.byteLength,
        startTimeOffset: f.startTimeOffset,
        stopTimeOffset: f.stopTimeOffset,
        streamId: f.streamId,
      })),
    };
    archive.zip = zipSync({
      [`${archiveId}.json`]: strToU8(JSON.stringify(manifest)),
      ...Object.fromEntries(files.map((f) => [`${f.streamId}.webm`, f.bytes])),
    });
    archive.status = 'available';
  };
  app.post<{ Params: { sessionId: string }; Body: { type: string; data: string } }>(
    '/v2/project/:key/session/:sessionId/signal',
    async (request, reply) => {
      state.signals.push({ sessionId: request.params.sessionId, type: request.body.type, data: JSON.parse(request.body.data) });
      return reply.code(204).send();
    },
  );
  app.post<{ Body: { sessionId?: string; token?: string; sip?: FakeSipDial['sip'] } }>('/v2/project/:key/dial', async (request, reply) => {
    if (state.failNextDial) {
      const status = state.failNextDial;
      state.failDials = (state.failDials ?? 1) - 1;
      if (state.failDials <= 0) {
        state.failNextDial = undefined;
        state.failDials = undefined;
      }
      return reply.code(status).send({ message: 'SIP call refused' });
    }
    const { sessionId = '', token = '', sip } = request.body ?? {};
    if (!state.sessions.includes(sessionId)) return reply.code(404).send({ message: 'Session not found' });
    if (!sip?.uri) return reply.code(400).send({ message: 'sip.uri is required' });
    // The leg joins the session with the token the server made: it must be this project's, for this session.
    let claims: Record<string, unknown>;
    try {
      claims = verifyHs256(token, apiSecret);
    } catch {
      return reply.code(403).send({ message: 'Invalid token' });
    }
    if (claims.session_id !== sessionId) return reply.code(403).send({ message: 'Token for another session' });
    const connectionId = randomUUID();
    state.dials.push({ sessionId, connectionData: String(claims.connection_data ?? ''), sip, connectionId });
    return { id: randomUUID(), connectionId, streamId: randomUUID() };
  });
  app.delete<{ Params: { sessionId: string; connectionId: string } }>(
    '/v2/project/:key/session/:sessionId/connection/:connectionId',
    async (request, reply) => {
      state.disconnects.push({ sessionId: request.params.sessionId, connectionId: request.params.connectionId });
      return reply.code(204).send();
    },
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  base = url;
  return Object.assign(state, { url, close: () => app.close() });
}
