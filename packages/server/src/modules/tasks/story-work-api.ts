import type { AppContext } from '../../app-context.js';
import { PostgresSearchEngine } from '../../search/postgres-search.engine.js';
import type { SearchEngine } from '../../search/search-engine.port.js';
import { WeaviateSearchEngine } from '../../search/weaviate-search.engine.js';
import type { MediaServices } from '../upload/media-services.js';
import { type StoryWorkSettings, storyWorkSettingsFrom } from './story-work-config.js';

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
