import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { buildApp } from '../http/app.js';
import { Worker } from '../jobs/worker.js';
import { createMediaServices, type MediaServices } from '../modules/upload/media-services.js';
import { scratchDir } from './media-fixtures.js';
import type { TestApp } from './test-app.js';
import { emptyDatabase } from './test-databases.js';
import { buildWorld, type World } from './world.js';

export const PUBLIC_URL = 'http://storykeep.test';

/** An app with the media services on a scratch folder and the two-tenant world; jobs run only on `drain`. */
export interface StoryWorkTestApp extends TestApp {
  media: MediaServices;
  world: World;
  dataDir: string;
  drain(): Promise<number>;
  close(): Promise<void>;
}

export interface StoryWorkTestOptions {
  /** Extra environment-like settings for the story-work modules. */
  env?: Record<string, string>;
}

export async function buildStoryWorkTestApp(database: Database<DB>, options: StoryWorkTestOptions = {}): Promise<StoryWorkTestApp> {
  await emptyDatabase(database);
  const { dir, cleanup } = await scratchDir('storykeep-story-work-');
  const media = await createMediaServices({ db: database.db, dataDir: dir, publicUrl: PUBLIC_URL, stt: null, mixDelayMs: 0 });
  const clock = { now: new Date() };
  const app = await buildApp({
    config: { version: 'test', webDist: '/nonexistent', logLevel: 'silent', publicUrl: PUBLIC_URL, dataDir: dir },
    database,
    serveWebApp: false,
    mailer: { send: async () => {} },
    now: () => clock.now,
    media,
    storyWork: { ...(options.env ? { env: options.env } : {}) },
  });
  const world = await buildWorld(database.db);
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
