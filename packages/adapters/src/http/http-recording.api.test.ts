import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpRecordingApi } from './http-recording.api.js';

const recording = {
  local_recording: {
    streams: [],
    participants: [],
    videoParticipants: [{ id: 'u-1', name: 'Manny Manager' }],
    updatedAt: '2026-01-01T10:00:00.000Z',
    layoutChanges: [{ layout: 'speaker', at: '2026-01-01T10:01:00.000Z' }],
  },
  serverTime: '2026-01-01T10:02:00.000Z',
};

describe('HttpRecordingApi', () => {
  it('reads check_recording and posts the video choice to update_recording, checking both answers', async () => {
    const seen: { url: string; method: string; body?: unknown }[] = [];
    const http = new HttpClient({
      baseUrl: '/api',
      fetch: async (input, init) => {
        seen.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
        const answer = String(input).endsWith('/check_recording')
          ? recording
          : { videoParticipants: [], updatedAt: '2026-01-01T10:03:00.000Z' };
        return new Response(JSON.stringify(answer), { status: 200 });
      },
    });
    const api = new HttpRecordingApi(http);
    expect((await api.checkRecording('s 1')).local_recording.layoutChanges).toEqual([
      { layout: 'speaker', at: '2026-01-01T10:01:00.000Z' },
    ]);
    expect(await api.updateRecording('s 1', [])).toEqual({ videoParticipants: [], updatedAt: '2026-01-01T10:03:00.000Z' });
    expect(seen).toEqual([
      { url: '/api/stories/s%201/check_recording', method: 'GET', body: undefined },
      { url: '/api/stories/s%201/update_recording', method: 'POST', body: { videoParticipants: [] } },
    ]);
  });
});
