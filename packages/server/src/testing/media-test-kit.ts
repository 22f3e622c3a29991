import { createReadStream } from 'node:fs';
import { buildApp } from '../app/build-app.js';
import { createMediaServices } from '../app/media-services.js';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { Worker } from '../jobs/worker.js';
import { FfmpegMediaProcessor } from '../media/ffmpeg-media-processor.js';
import type { MediaServices } from '../modules/media-services.types.js';
import type { SealingKey } from '../storage/sealer.js';
import { scratchDir } from './media-fixtures.js';
import type { TestApp } from './test-app.js';
import { raisedAccountDelays, raisedCredentialLimits } from './test-app.js';
import { emptyDatabase } from './test-databases.js';
import { addStory, buildWorld, type Tenant, type World } from './world.js';

export const PUBLIC_URL = 'http://storykeep.test';

/** An app with the media services on a scratch folder and the two-tenant world; jobs run only on `drain`. */
export interface MediaTestApp extends TestApp {
  media: MediaServices;
  world: World;
  dataDir: string;
  drain(): Promise<number>;
  close(): Promise<void>;
}

export interface MediaTestOptions {
  /** Extra environment-like settings for the export, chaptering and search settings. */
  env?: Record<string, string>;
  /** A second instance on the same database: keeps the data and the world of `alongside`. */
  alongside?: MediaTestApp;
  /** A built web app to serve beside the API (its pages, with their server-written heads). */
  webDist?: string;
  /** STORYKEEP_SEALING_KEYS, parsed; without, a key of the instance's own data folder. */
  sealingKeys?: SealingKey[];
  /** The data folder to use (its signing secret and sealing keys), instead of a new one. */
  dataDir?: string;
}

export async function buildMediaTestApp(database: Database<DB>, options: MediaTestOptions = {}): Promise<MediaTestApp> {
  if (!options.alongside) await emptyDatabase(database);
  const scratch = await scratchDir('storykeep-media-app-');
  const dir = options.dataDir ?? scratch.dir;
  const cleanup = scratch.cleanup;
  const media = await createMediaServices({
    db: database.db,
    dataDir: dir,
    publicUrl: PUBLIC_URL,
    stt: null,
    mixDelayMs: 0,
    sealingKeys: options.sealingKeys,
  });
  const clock = { now: new Date() };
  const app = await buildApp({
    config: { version: 'test', webDist: options.webDist ?? '/nonexistent', logLevel: 'silent', publicUrl: PUBLIC_URL, dataDir: dir },
    database,
    serveWebApp: options.webDist !== undefined,
    mailer: { send: async () => {} },
    now: () => clock.now,
    media,
    credentialLimits: raisedCredentialLimits,
    accounts: raisedAccountDelays,
    // Box is a closed loopback port unless a test names its fake: no test reaches the real service.
    areaSettings: { env: { BOX_API_URL: 'http://127.0.0.1:9', ...(options.env ?? process.env) } },
  });
  const world = options.alongside?.world ?? (await buildWorld(database.db));
  const worker = new Worker({ store: media.jobs, handlers: media.handlers });
  return {
    app,
    db: database.db,
    mail: [],
    clock,
    media,
    world,
    dataDir: dir,
    drain: () => worker.drain(),
    async close() {
      await app.close();
      await cleanup();
    },
    async call(method, url, options = {}) {
      const response = await app.inject({
        method,
        url: `/api${url}`,
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      });
      return { status: response.statusCode, body: response.body ? response.json() : undefined };
    },
  };
}

/** A story of the tenant whose media is `file`, as if uploaded and processed (rendition, type, duration). */
export async function addProcessedStory(t: MediaTestApp, tenant: Tenant, file: string, title = 'Processed'): Promise<string> {
  const storyId = await addStory(t.db, tenant, title);
  const info = await new FfmpegMediaProcessor().probe(file);
  const key = `stories/${storyId}/web.${info.mediaType === 'video' ? 'mp4' : 'm4a'}`;
  await t.media.store.put(key, createReadStream(file));
  await t.db
    .insertInto('story_media')
    .values({ story_id: storyId, original_key: key, rendition_key: key, media_type: info.mediaType, duration: info.duration })
    .execute();
  await t.db.updateTable('stories').set({ duration: info.duration, media_type: info.mediaType }).where('id', '=', storyId).execute();
  return storyId;
}
