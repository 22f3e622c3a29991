import type { VisitRecord } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpVisitApi } from './http-visit.api.js';

const visit: VisitRecord = {
  visitor_id: 'v1',
  fingerprint_id: null,
  landing_page: '/',
  user_agent: 'ua',
  user_platform: null,
  network_down: null,
  network_rtt: null,
  network_effective_type: null,
  ga_client_id: null,
  ga_session_id: null,
  gclid: null,
};

describe('HttpVisitApi', () => {
  it('posts the visit to /visits/create and ignores the answer', async () => {
    const seen: { url: string; method: string; body: unknown }[] = [];
    const http = new HttpClient({
      baseUrl: '/api',
      fetch: async (input, init) => {
        seen.push({ url: String(input), method: init?.method ?? '', body: JSON.parse(String(init?.body)) });
        return new Response(JSON.stringify({ anything: true }), { status: 201 });
      },
    });
    await new HttpVisitApi(http).create(visit);
    expect(seen).toEqual([{ url: '/api/visits/create', method: 'POST', body: visit }]);
  });

  it('refuses to send a malformed visit', async () => {
    const http = new HttpClient({ baseUrl: '', fetch: async () => new Response(null, { status: 204 }) });
    await expect(new HttpVisitApi(http).create({ ...visit, visitor_id: '' })).rejects.toThrow();
  });
});
