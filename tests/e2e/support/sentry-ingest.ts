import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One item of an envelope the SDK sent: its header and its payload's bytes. */
export interface EnvelopeItem {
  header: { type: string; length?: number } & Record<string, unknown>;
  payload: Buffer;
}

/** Splits a Sentry envelope: a header line, then items whose payload is `length` bytes or runs to the newline. */
export function parseEnvelope(body: Buffer): EnvelopeItem[] {
  const items: EnvelopeItem[] = [];
  let at = body.indexOf(0x0a) + 1;
  while (at > 0 && at < body.length) {
    const headerEnd = body.indexOf(0x0a, at);
    const header = JSON.parse(body.subarray(at, headerEnd < 0 ? body.length : headerEnd).toString('utf8'));
    if (headerEnd < 0) break;
    const start = headerEnd + 1;
    const lineEnd = body.indexOf(0x0a, start);
    const end = typeof header.length === 'number' ? start + header.length : lineEnd < 0 ? body.length : lineEnd;
    items.push({ header, payload: body.subarray(start, end) });
    at = end + 1;
  }
  return items;
}

/** A loopback stand-in for Sentry's ingest: keeps every envelope item posted to `/api/<project>/envelope/`. */
export interface SentryIngest {
  dsn: string;
  items(type: string): EnvelopeItem[];
  close(): Promise<void>;
}

export async function startSentryIngest(): Promise<SentryIngest> {
  const received: EnvelopeItem[] = [];
  const server: Server = createServer((request, response) => {
    // The app is on another origin, as sentry.io would be: the SDK reads the response, so it needs CORS.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\//.test(request.url ?? ''))
        received.push(...parseEnvelope(Buffer.concat(chunks)));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    items: (type) => received.filter((item) => item.header.type === type),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The fields of events, transactions and replay events the journey reads. */
export interface SentPayload {
  event_id?: string;
  error_ids?: string[];
  tags?: Record<string, string>;
  environment?: string;
  release?: string;
  replay_id?: string;
  exception?: { values: { type?: string; value?: string; mechanism?: { handled?: boolean } }[] };
  contexts?: { trace?: { op?: string } };
  transaction?: string;
}

/** An item's payload as JSON (events, transactions, replay events). */
export const payloadJson = (item: EnvelopeItem): SentPayload => JSON.parse(item.payload.toString('utf8'));
