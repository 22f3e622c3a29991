import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { registerTaskService } from '../../graphql/task-service.plugin.js';
import { type ApiRoute, registerApiRoutes } from '../../http/api-route.js';
import { PostgresSearchEngine } from '../../search/postgres-search.engine.js';
import type { SearchEngine } from '../../search/search-engine.port.js';
import { WeaviateSearchEngine } from '../../search/weaviate-search.engine.js';
import { clipRoutes } from '../clips/clip.routes.js';
import { exportRoutes } from '../export/export.routes.js';
import { recordingRoutes } from '../recording/recording.routes.js';
import { searchRoutes } from '../search/search.routes.js';
import { publicStoryRoutes } from '../sharing/share.routes.js';
import { transcriptionRoutes } from '../transcripts/transcription.routes.js';
import type { MediaServices } from '../upload/media-services.js';
import { downloadRoutes } from './download.routes.js';
import { type StoryWorkSettings, storyWorkSettingsFrom } from './story-work-config.js';
import { registerStoryWorkJobs } from './story-work-jobs.js';

export interface StoryWorkOptions {
  /** Read instead of `process.env` (tests). */
  env?: Record<string, string | undefined>;
  dataDir?: string;
}

/** The settings for `options`, with the data folder defaulting to the one holding the media store. */
export function resolveStoryWorkSettings(media: MediaServices, options: StoryWorkOptions = {}): StoryWorkSettings {
  return storyWorkSettingsFrom(options.env ?? process.env, options.dataDir ?? media.dataDir);
}

/** PostgreSQL full text + trigrams, or Weaviate when `WEAVIATE_URL` is set. */
export function searchEngineFor(context: Pick<AppContext, 'db'>, settings: StoryWorkSettings): SearchEngine {
  return settings.weaviate ? new WeaviateSearchEngine(context.db, settings.weaviate) : new PostgresSearchEngine(context.db);
}
