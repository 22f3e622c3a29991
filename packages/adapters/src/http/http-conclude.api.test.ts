import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpConcludeApi } from './http-conclude.api.js';

const queued = { queued: true, jobId: 'j1', asyncOperations: [] };

describe('HttpConcludeApi', () => {
  it('posts the conclusion, then transcode or deepgram_transcribe, to the story', async () => {
    const seen: { url: string; method: string; body?: unknown }[] = [];
    const http = new HttpClient({
      baseUrl: '/api',
      fetch: async (input, init) => {
        seen.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
        return new Response(JSON.stringify(String(input).endsWith('/conclude') ? { ok: true } : queued), { status: 200 });
      },
    });
    const api = new HttpConcludeApi(http);
    const request = {
      story_id: 's 1',
      title: 'Union hall',
      description: '',
      notes: 'Recorded at the hall',
      groups: [],
      projects: ['p1'],
      project: 'p1',
      folders: ['f1'],
      emails: ['clara@example.org'],
      notify_group: false,
      termsAccepted: true,
      is_upload: true,
      mediaKey: null,
      mediaType: null,
      export_to_permanent_org: false,
      file_name: null,
    };
    await api.conclude('s 1', request);
    expect(await api.transcode('s 1')).toEqual(queued);
    expect(await api.deepgramTranscribe('s 1')).toEqual(queued);
    expect(seen).toEqual([
      { url: '/api/stories/s%201/conclude', method: 'POST', body: request },
      { url: '/api/stories/s%201/transcode', method: 'POST', body: undefined },
      { url: '/api/stories/s%201/deepgram_transcribe', method: 'POST', body: undefined },
    ]);
  });
});
