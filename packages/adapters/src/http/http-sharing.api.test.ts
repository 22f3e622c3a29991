import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpSharingApi } from './http-sharing.api.js';

function client(status: number, answer: unknown, seen: string[], methods: string[] = []) {
  return new HttpClient({
    baseUrl: '/api',
    fetch: async (input, init) => {
      seen.push(String(input));
      methods.push(init?.method ?? 'GET');
      return new Response(JSON.stringify(answer), { status });
    },
  });
}

const page = 'https://archive.example/public/stories/AbCdEfGhIjKlMnOp12';
const shared = {
  title: 'Clara on the weaving floor',
  description: '',
  record_date: null,
  duration: 30,
  mediaType: 'video',
  mediaURL: 'https://archive.example/media/s1.mp4',
  thumbnailURL: null,
  transcript: { paragraphs: [] },
  indexes: [],
};

const track = {
  streamId: 'st1',
  sessionId: null,
  type: 'audio',
  mimeType: 'audio/webm',
  participantName: 'Rose',
  userId: null,
  state: 'completed',
  partsUploaded: 1,
  uploadedBytes: 10,
  recordingStartTime: null,
  recordingStopTime: null,
  localTimeOffset: 0,
  startedAt: '2024-05-01T10:00:00.000Z',
  completedAt: '2024-05-01T11:00:00.000Z',
  format: { container: 'matroska,webm', codec: 'opus', sampleRate: 48000, channels: 1 },
};

describe('HttpSharingApi', () => {
  it("reads the story's local recordings with their formats from the recording check", async () => {
    const seen: string[] = [];
    const answer = {
      local_recording: { streams: [track], participants: [], videoParticipants: [], updatedAt: null },
      serverTime: '2024-05-01T12:00:00.000Z',
    };
    await expect(new HttpSharingApi(client(200, answer, seen)).localTracks('s1')).resolves.toEqual([track]);
    expect(seen).toEqual(['/api/stories/s1/check_recording']);
  });

  it('turns the public page on and answers its address, and turns it off, both with POST', async () => {
    const seen: string[] = [];
    const methods: string[] = [];
    await expect(new HttpSharingApi(client(200, { shared_page: page }, seen, methods)).sharePublic('s 1')).resolves.toBe(page);
    await expect(new HttpSharingApi(client(200, { shared_page: null }, seen, methods)).unsharePublic('s1')).resolves.toBeUndefined();
    expect(seen).toEqual(['/api/stories/s%201/share/public', '/api/stories/s1/unshare/public']);
    expect(methods).toEqual(['POST', 'POST']);
  });

  it('fails when sharing answers no address or an error', async () => {
    await expect(new HttpSharingApi(client(200, { shared_page: null }, [])).sharePublic('s1')).rejects.toThrow('without');
    const forbidden = client(403, { error: { code: 'FORBIDDEN', message: 'not yours' } }, []);
    await expect(new HttpSharingApi(forbidden).sharePublic('s1')).rejects.toThrow('not yours');
  });

  it('reads a shared story, null for a key not shared, and raises other failures', async () => {
    const seen: string[] = [];
    await expect(new HttpSharingApi(client(200, shared, seen)).publicStory('AbCdEfGhIjKlMnOp12')).resolves.toEqual(shared);
    expect(seen).toEqual(['/api/public/stories/AbCdEfGhIjKlMnOp12']);
    const gone = client(404, { error: { code: 'NOT_FOUND', message: 'No such page' } }, []);
    await expect(new HttpSharingApi(gone).publicStory('AbCdEfGhIjKlMnOp12')).resolves.toBeNull();
    const broken = client(500, { error: { code: 'INTERNAL', message: 'boom' } }, []);
    await expect(new HttpSharingApi(broken).publicStory('AbCdEfGhIjKlMnOp12')).rejects.toThrow('boom');
  });

  it('starts packing the local recordings and answers the build task id; a refusal raises its message', async () => {
    const seen: string[] = [];
    const started = new HttpSharingApi(client(200, { buildDownloadTaskId: 'job-7' }, seen));
    await expect(started.downloadAllLocalVideos('s 1')).resolves.toBe('job-7');
    expect(seen).toEqual(['/api/stories/s%201/download-all-local-videos']);
    await expect(new HttpSharingApi(client(200, {}, [])).downloadAllLocalVideos('s1')).rejects.toThrow();
    const forbidden = client(403, { error: { code: 'FORBIDDEN', message: 'not yours' } }, []);
    await expect(new HttpSharingApi(forbidden).downloadAllLocalVideos('s1')).rejects.toThrow('not yours');
  });

  it('starts the archival package with a POST and answers its task id; a refusal raises its message', async () => {
    const seen: string[] = [];
    const started = new HttpSharingApi(client(200, { archiveTaskId: 'job-9' }, seen));
    await expect(started.startArchivePackage('s 1')).resolves.toBe('job-9');
    expect(seen).toEqual(['/api/user/permanentExport/s%201']);
    const forbidden = client(403, { error: { code: 'FORBIDDEN', message: 'only managers' } }, []);
    await expect(new HttpSharingApi(forbidden).startArchivePackage('s1')).rejects.toThrow('only managers');
  });
});
