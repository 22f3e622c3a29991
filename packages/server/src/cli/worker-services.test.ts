import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaServices } from '../app/media-services.js';
import { areaSettingsFrom } from '../config-areas.js';
import { Worker } from '../jobs/worker.js';
import { CLIP_JOB_TYPES } from '../modules/clips/clip-keys.js';
import { DOWNLOAD_BUILD_JOB } from '../modules/downloads/download-build.job.js';
import { AUTO_CHAPTERS_JOB } from '../modules/indexes/auto-chapters.job.js';
import { EMBED_CHUNKS_JOB } from '../search/embed-chunks.job.js';
import { scratchDir, tone } from '../testing/media-fixtures.js';
import { addProcessedStory, buildMediaTestApp, type MediaTestApp, PUBLIC_URL } from '../testing/media-test-kit.js';
import { testDatabases } from '../testing/test-databases.js';
import { workerMediaServices } from './worker-services.js';

describe.each(testDatabases)('the worker process runs the clip, download and chaptering jobs on $name', ({ open }) => {
  let t: MediaTestApp;
  let cleanup: () => Promise<void>;
  let file: string;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    const scratch = await scratchDir('storykeep-worker-services-');
    cleanup = scratch.cleanup;
    file = await tone(join(scratch.dir, 'tone.wav'), 3);
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  it('has every job type the server queues, beyond the media pipeline', async () => {
    const options = { db: t.db, dataDir: t.dataDir, publicUrl: PUBLIC_URL, stt: null };
    const pipelineOnly = await createMediaServices(options);
    const worker = await workerMediaServices(options, areaSettingsFrom({}, t.dataDir));
    for (const type of [CLIP_JOB_TYPES.render, CLIP_JOB_TYPES.audio, DOWNLOAD_BUILD_JOB, AUTO_CHAPTERS_JOB]) {
      expect(pipelineOnly.handlers.get(type)).toBeUndefined();
      expect(worker.handlers.get(type)).toBeDefined();
    }
    expect(worker.handlers.types()).toEqual(expect.arrayContaining(pipelineOnly.handlers.types()));
  });

  it('embeds transcript chunks only when an embeddings server is configured', async () => {
    const options = { db: t.db, dataDir: t.dataDir, publicUrl: PUBLIC_URL, stt: null };
    expect((await workerMediaServices(options, areaSettingsFrom({}, t.dataDir))).handlers.get(EMBED_CHUNKS_JOB)).toBeUndefined();
    const configured = await workerMediaServices(options, areaSettingsFrom({ EMBEDDINGS_API_URL: 'http://127.0.0.1:9/v1' }, t.dataDir));
    expect(configured.handlers.get(EMBED_CHUNKS_JOB)).toBeDefined();
  });

  it('renders a clip queued through the API, with nothing but the worker registrations', async () => {
    const storyId = await addProcessedStory(t, t.world.own, file, 'Clipped');
    const token = t.world.tokens.user;
    const clip = await t.call('POST', `/stories/${storyId}/create_clip`, { token, body: { title: 'Tone', start: 0.5, end: 2 } });
    expect(clip.body.archiveURL).toBeNull();
    // A separate set of services on the same database and data folder, as a `storykeep worker` process opens them.
    const media = await workerMediaServices(
      { db: t.db, dataDir: t.dataDir, publicUrl: PUBLIC_URL, stt: null },
      areaSettingsFrom({}, t.dataDir),
    );
    expect(await new Worker({ store: media.jobs, handlers: media.handlers }).drain()).toBe(1);
    const ready = await t.call('GET', `/stories/${storyId}/read_clip/${clip.body._id}`, { token });
    expect(ready.body.archiveURL).toEqual(expect.stringContaining('/api/media/'));
    const jobs = await media.jobs.forStory(storyId);
    expect(jobs.map((j) => [j.type, j.status])).toContainEqual([CLIP_JOB_TYPES.render, 'done']);
  }, 60_000);
});
