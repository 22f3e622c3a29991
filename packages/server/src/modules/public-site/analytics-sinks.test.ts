import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsSinkFor } from './analytics-sinks.js';

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

describe('analytics providers, each behind a loopback stand-in of its API', () => {
  const received: Received[] = [];
  let server: Server;
  let base: string;
  let status = 202;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        received.push({ url: request.url ?? '', headers: request.headers, body: JSON.parse(text) });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts a Plausible event with the page address on the public site, its props, and the visitor for counting', async () => {
    received.length = 0;
    const sink = analyticsSinkFor(
      { provider: 'plausible', url: `${base}/api/event`, domain: 'archive.example' },
      'https://archive.example',
    );
    await sink?.send({ name: 'pageview', page: '/stories/:storyId', clientIp: '203.0.113.9', userAgent: 'Firefox' });
    await sink?.send({ name: 'bulk_delete_stories', page: '/projects/:projectId', params: { count: 2 }, clientIp: '203.0.113.9' });
    expect(received.map((r) => [r.url, r.body])).toEqual([
      ['/api/event', { name: 'pageview', url: 'https://archive.example/stories/:storyId', domain: 'archive.example' }],
      [
        '/api/event',
        { name: 'bulk_delete_stories', url: 'https://archive.example/projects/:projectId', domain: 'archive.example', props: { count: 2 } },
      ],
    ]);
    expect(received[0]?.headers['user-agent']).toBe('Firefox');
    expect(received[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('posts GA4 Measurement Protocol events with the secret in the address, the visitor as client id and GA4-safe names', async () => {
    received.length = 0;
    const sink = analyticsSinkFor(
      { provider: 'ga4', url: `${base}/mp/collect`, measurementId: 'G-TEST1', apiSecret: 's3cret' },
      'https://archive.example',
    );
    await sink?.send({ name: 'pageview', page: '/clips', visitorId: 'v-1', clientIp: '::1' });
    await sink?.send({ name: 'navigate_to_My interviews', page: '/clips', visitorId: 'v-1', clientIp: '::1' });
    expect(received.map((r) => r.url)).toEqual([
      '/mp/collect?measurement_id=G-TEST1&api_secret=s3cret',
      '/mp/collect?measurement_id=G-TEST1&api_secret=s3cret',
    ]);
    expect(received.map((r) => r.body)).toEqual([
      { client_id: 'v-1', events: [{ name: 'page_view', params: { page_location: 'https://archive.example/clips' } }] },
      { client_id: 'v-1', events: [{ name: 'navigate_to_My_interviews', params: { page_location: 'https://archive.example/clips' } }] },
    ]);
  });

  it('rejects when the provider refuses the event, so the relay can log it', async () => {
    status = 500;
    const sink = analyticsSinkFor({ provider: 'plausible', url: `${base}/api/event`, domain: 'a.example' }, 'https://a.example');
    await expect(sink?.send({ name: 'pageview', page: '/', clientIp: '::1' })).rejects.toThrow('500');
    status = 202;
  });

  it('is absent when no provider is configured', () => {
    expect(analyticsSinkFor(undefined, 'https://a.example')).toBeUndefined();
  });
});
