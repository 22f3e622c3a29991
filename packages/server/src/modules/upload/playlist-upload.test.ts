import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '../../media/run-process.js';
import { scratchDir } from '../../testing/media-fixtures.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { buildUploadTestApp, type UploadTestApp, uploadInOnePart } from '../../testing/upload-test-kit.js';
import { JOB_TYPES } from '../pipeline/async-operations.js';

/** An HLS playlist whose one segment is `segment`: what an attacker uploads under the name video.mp4. */
const playlist = (segment: string) => Buffer.from(`#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\n${segment}\n#EXT-X-ENDLIST\n`);

// The media pipeline opens every upload with ffmpeg: a playlist must neither make the server fetch an address nor
// read a file of its own, and the upload fails as processing, not as an error of the API.
describe.each(testDatabases)('an uploaded playlist on $name', ({ open }) => {
  let t: UploadTestApp;
  let cleanup: () => Promise<void>;
  let server: Server;
  let base: string;
  let secret: string;
  const requests: string[] = [];
  beforeAll(async () => {
    const scratch = await scratchDir('storykeep-playlist-');
    cleanup = scratch.cleanup;
    // MP3: an extension ffmpeg's HLS demuxer accepts for a segment, so an unguarded ffmpeg would read it.
    secret = join(scratch.dir, 'secret.mp3');
    await runProcess('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=duration=2', secret]);
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const database = await open();
    await emptyDatabase(database);
    t = await buildUploadTestApp(database, join(scratch.dir, 'data'));
  });
  afterAll(async () => {
    await t.app.close();
    await new Promise((resolve) => server.close(resolve));
    await cleanup();
  });

  const upload = (bytes: Buffer) => uploadInOnePart(t, { fileName: 'video.mp4', type: 'video/mp4', bytes });

  async function outcome(storyId: string) {
    const job = await t.db
      .selectFrom('jobs')
      .select(['status', 'attempts', 'last_error'])
      .where('story_id', '=', storyId)
      .where('type', '=', JOB_TYPES.processMedia)
      .executeTakeFirstOrThrow();
    const media = await t.db
      .selectFrom('story_media')
      .select(['rendition_key', 'duration'])
      .where('story_id', '=', storyId)
      .executeTakeFirst();
    const story = await t.call('GET', `/stories/${storyId}`, { token: t.token });
    return { job, media, story };
  }

  it('fetches nothing for a playlist pointing at an HTTP server, and fails processing with a clear reason', async () => {
    const { storyId, completion } = await upload(playlist(`${base}/segment.ts`));
    expect(completion).toBe(200);
    await t.drain();
    const { job, media, story } = await outcome(storyId);
    expect(requests).toEqual([]);
    // Failed for good on the first attempt: retrying cannot make a playlist a recording.
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job.last_error).toContain('not an audio or video recording Storykeep can read');
    expect(media?.rendition_key ?? null).toBeNull();
    expect(story.status).toBe(200);
    expect(story.body.asyncOperations).toContainEqual(expect.objectContaining({ type: 'transcode', status: 'failed' }));
  });

  it('does not read a local file a playlist points at', async () => {
    const { storyId } = await upload(playlist(secret));
    await t.drain();
    const { job, media } = await outcome(storyId);
    expect(job.status).toBe('failed');
    // Had the file been read, the story would have its two seconds of tone as a rendition.
    expect(media?.rendition_key ?? null).toBeNull();
    expect(Number(media?.duration ?? 0)).toBe(0);
  });
});
