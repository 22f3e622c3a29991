import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { MediaProcessor } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobHandlers } from '../../jobs/job-handler.js';
import { Worker } from '../../jobs/worker.js';
import { FfmpegMediaProcessor } from '../../media/ffmpeg-media-processor.js';
import { runProcess } from '../../media/run-process.js';
import { localFile } from '../../storage/local-file.js';
import { scratchDir, tone } from '../../testing/media-fixtures.js';
import { testDatabases } from '../../testing/test-databases.js';
import { buildUploadTestApp, type UploadTestApp } from '../../testing/upload-test-kit.js';
import { JOB_TYPES } from './async-operations.js';
import { mixLocalTracksJob } from './mix-local-tracks.job.js';
import { mediaKeys, storeFile } from './pipeline-deps.js';
import { processMediaJob } from './process-media.job.js';

const pglite = testDatabases.filter((d) => d.name === 'pglite');
const ffmpeg = new FfmpegMediaProcessor();

describe.each(pglite)('mixing call tracks on $name', ({ open }) => {
  let t: UploadTestApp;
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, cleanup } = await scratchDir('storykeep-mix-job-'));
    t = await buildUploadTestApp(await open(), join(dir, 'data'), { stt: null });
  });
  afterAll(async () => {
    await t.app.close();
    await cleanup();
  });

  /** A two-second tone stored as a participant's stream, uploading until `completeTrack`. */
  async function storeTrack(storyId: string, name: string, start: Date, frequency: number) {
    const key = mediaKeys.stream(storyId, name, 'wav');
    await storeFile(t.media.store, key, await tone(join(dir, `${storyId}-${name}.wav`), 2, frequency));
    await t.db
      .insertInto('media_uploads')
      .values({
        upload_id: randomUUID(),
        story_id: storyId,
        object_key: key,
        kind: 'stream',
        mime_type: 'audio/wav',
        recording_start: start,
      } as never)
      .execute();
    return key;
  }

  /** What a participant's completion does: the track is complete, then a mix is queued under the story's key. */
  async function completeTrack(storyId: string, key: string) {
    await t.db.updateTable('media_uploads').set({ status: 'completed' }).where('object_key', '=', key).execute();
    await t.media.jobs.enqueue(JOB_TYPES.mixLocalTracks, { storyId }, { storyId, dedupeKey: `mix:${storyId}` });
  }

  it('mixes again when a track completes while a mix runs, so the result holds every track', async () => {
    const started = await t.call('POST', '/stories/start', {
      token: t.token,
      body: { project: t.projectId, type: 'local', title: 'Call' },
    });
    const storyId: string = started.body.storyId;
    const at = (seconds: number) => new Date(Date.UTC(2024, 4, 1, 10, 0, seconds));
    const host = await storeTrack(storyId, 'host', at(0), 440);
    const guest = await storeTrack(storyId, 'guest', at(0), 660);
    // The late participant started five seconds in: only a mix with their track lasts past five seconds.
    const late = await storeTrack(storyId, 'late', at(5), 880);
    await completeTrack(storyId, host);
    await completeTrack(storyId, guest);

    let mixes = 0;
    const media: MediaProcessor = Object.assign(Object.create(ffmpeg), {
      async mixTracks(...args: Parameters<FfmpegMediaProcessor['mixTracks']>) {
        mixes += 1;
        // The late track's upload finishes while the first mix is running.
        if (mixes === 1) await completeTrack(storyId, late);
        return ffmpeg.mixTracks(...args);
      },
    });
    const handlers = new JobHandlers().register(
      JOB_TYPES.mixLocalTracks,
      mixLocalTracksJob({ db: t.db, store: t.media.store, media, stt: undefined }),
    );
    expect(await new Worker({ store: t.media.jobs, handlers }).drain()).toBe(2);

    expect(mixes).toBe(2);
    const runs = await t.db
      .selectFrom('jobs')
      .select(['status', 'result'])
      .where('story_id', '=', storyId)
      .where('type', '=', JOB_TYPES.mixLocalTracks)
      .orderBy('created_at')
      .execute();
    expect(runs.map((r) => r.status)).toEqual(['done', 'done']);
    expect(runs[0]?.result).toEqual({ superseded: true, tracks: 2 });
    expect(((runs[1]?.result ?? {}) as { inputs?: string[] }).inputs?.sort()).toEqual([guest, host, late].sort());

    const stored = await t.db.selectFrom('story_media').selectAll().where('story_id', '=', storyId).executeTakeFirstOrThrow();
    expect(stored.original_key).toBe(mediaKeys.mix(storyId));
    const info = await ffmpeg.probe(await localFile(t.media.store, stored.original_key ?? '', dir));
    expect(info.duration).toBeGreaterThan(6.5);
    // The processing of the new mix is queued once.
    const processing = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('story_id', '=', storyId)
      .where('type', '=', JOB_TYPES.processMedia)
      .execute();
    expect(processing).toHaveLength(1);
  }, 120_000);

  it("keeps each completed track's format, read from the file, and the recording check tells it", async () => {
    const started = await t.call('POST', '/stories/start', {
      token: t.token,
      body: { project: t.projectId, type: 'local', title: 'Formats' },
    });
    const storyId: string = started.body.storyId;
    // A browser's local recording: Opus in WebM, 48 kHz stereo; beside it a 44.1 kHz mono WAV.
    const webm = join(dir, `${storyId}-browser.webm`);
    await runProcess('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=300:duration=2',
      '-ac',
      '2',
      '-ar',
      '48000',
      '-c:a',
      'libopus',
      webm,
    ]);
    const browserKey = mediaKeys.stream(storyId, 'browser', 'webm');
    await storeFile(t.media.store, browserKey, webm);
    await t.db
      .insertInto('media_uploads')
      .values({
        upload_id: randomUUID(),
        story_id: storyId,
        object_key: browserKey,
        kind: 'stream',
        mime_type: 'audio/webm',
        recording_start: new Date(Date.UTC(2024, 4, 1, 10)),
      } as never)
      .execute();
    const wav = await storeTrack(storyId, 'phone', new Date(Date.UTC(2024, 4, 1, 10)), 500);
    await completeTrack(storyId, browserKey);
    await completeTrack(storyId, wav);
    const handlers = new JobHandlers().register(
      JOB_TYPES.mixLocalTracks,
      mixLocalTracksJob({ db: t.db, store: t.media.store, media: ffmpeg, stt: undefined }),
    );
    await new Worker({ store: t.media.jobs, handlers }).drain();
    const checked = await t.call('GET', `/stories/${storyId}/check_recording`, { token: t.token });
    const formats = checked.body.local_recording.streams.map((s: { format?: unknown }) => s.format);
    expect(formats).toEqual([
      { container: 'matroska,webm', codec: 'opus', sampleRate: 48_000, channels: 2 },
      { container: 'wav', codec: 'pcm_s16le', sampleRate: 44_100, channels: 1 },
    ]);
  }, 120_000);

  it('processes the new mix when the call is mixed again while the previous mix is being processed', async () => {
    const started = await t.call('POST', '/stories/start', {
      token: t.token,
      body: { project: t.projectId, type: 'local', title: 'Call' },
    });
    const storyId: string = started.body.storyId;
    const at = (seconds: number) => new Date(Date.UTC(2024, 4, 1, 10, 0, seconds));
    await completeTrack(storyId, await storeTrack(storyId, 'host', at(0), 440));
    await completeTrack(storyId, await storeTrack(storyId, 'guest', at(1), 660));
    const late = await storeTrack(storyId, 'late', at(5), 880);
    const deps = { db: t.db, store: t.media.store, stt: undefined };
    const mixing = new JobHandlers().register(JOB_TYPES.mixLocalTracks, mixLocalTracksJob({ ...deps, media: ffmpeg }));

    let probes = 0;
    const media: MediaProcessor = Object.assign(Object.create(ffmpeg), {
      async probe(...args: Parameters<FfmpegMediaProcessor['probe']>) {
        probes += 1;
        // While the first mix is processed, the late track completes and another worker mixes the call again.
        if (probes === 1) {
          await completeTrack(storyId, late);
          expect(await new Worker({ store: t.media.jobs, handlers: mixing }).drain()).toBe(1);
        }
        return ffmpeg.probe(...args);
      },
    });
    const processing = processMediaJob({ ...deps, media });
    const handlers = new JobHandlers()
      .register(JOB_TYPES.mixLocalTracks, mixLocalTracksJob({ ...deps, media: ffmpeg }))
      // Earlier tests' stories wait for processing too; only this story's counts here.
      .register<{ storyId: string }>(JOB_TYPES.processMedia, (payload, context) =>
        payload.storyId === storyId ? processing(payload, context) : Promise.resolve({ noOp: true }),
      );
    await new Worker({ store: t.media.jobs, handlers }).drain();

    const runs = await t.db
      .selectFrom('jobs')
      .select(['status', 'result'])
      .where('story_id', '=', storyId)
      .where('type', '=', JOB_TYPES.processMedia)
      .orderBy('created_at')
      .execute();
    expect(runs.map((r) => [r.status, (r.result as { superseded?: boolean } | null)?.superseded ?? false])).toEqual([
      ['done', true],
      ['done', false],
    ]);
    const stored = await t.db.selectFrom('story_media').selectAll().where('story_id', '=', storyId).executeTakeFirstOrThrow();
    // The story's media is processed from the mix that holds the late track.
    expect(stored.duration).toBeGreaterThan(6.5);
    expect(stored.rendition_key).toBe(mediaKeys.rendition(storyId, 'audio'));
    const rendition = await ffmpeg.probe(await localFile(t.media.store, stored.rendition_key ?? '', dir));
    expect(rendition.duration).toBeGreaterThan(6.5);
  }, 120_000);
});
