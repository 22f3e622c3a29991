import { dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { registerApiRoutes } from '../../http/api-route.js';
import type { AppContext } from '../context.js';
import { transcriptionRoutes } from '../transcripts/transcription.routes.js';
import type { MediaServices } from '../upload/media-services.js';
import { type StoryWorkSettings, storyWorkSettingsFrom } from './story-work-config.js';

export interface StoryWorkOptions {
  /** Read instead of `process.env` (tests). */
  env?: Record<string, string | undefined>;
  dataDir?: string;
}

/** The settings for `options`, with the data folder defaulting to the one holding the media store. */
export function resolveStoryWorkSettings(media: MediaServices, options: StoryWorkOptions = {}): StoryWorkSettings {
  return storyWorkSettingsFrom(options.env ?? process.env, options.dataDir ?? dirname(media.store.root));
}

/**
 * Registers, inside `/api`, what needs the media services: transcription and transcoding requests, clips and
 * their renditions, download builds, archival export, the public page and the task service; and adds the
 * jobs behind them to the media workers' handlers.
 */
export async function registerStoryWorkApi(
  api: FastifyInstance,
  context: AppContext,
  media: MediaServices,
  _database: Database,
  options: StoryWorkOptions = {},
): Promise<void> {
  const _settings = resolveStoryWorkSettings(media, options);
  registerApiRoutes(api, context, [...transcriptionRoutes(media)]);
}
