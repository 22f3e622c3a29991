import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { Database } from '../db/database.js';
import { registerTaskService } from '../graphql/task-service.plugin.js';
import { registerApiRoutes } from '../http/api-route.js';
import { sealPlainBoxTokens } from '../modules/cloud-import/box-oauth.js';
import { BOX_TOKEN_KEY_LABEL } from '../modules/cloud-import/box-token-seal.js';
import { recordFormUpload } from '../modules/upload/form-upload.service.js';
import type { MediaServices } from '../modules/upload/media-services.js';
import { searchEngineFor } from '../search/search-engine-for.js';
import { embeddingJobs, keepChunksEmbedded } from '../search/semantic-search.setup.js';
import { mediaRoutes } from '../storage/media.routes.js';
import { mediaApiRoutes, uploadApiRoutes } from './api-routes.js';
import type { AreaSettings } from './area-settings.js';
import { registerAreaJobs } from './media-jobs.js';

/**
 * Registers, inside `/api`, what needs the media services: the upload calls and the signed media URLs
 * (`/api/media/...`), transcription and transcoding requests, clips and their renditions, download builds,
 * archival export, the public page and the task service; and adds the jobs behind them to the media workers'
 * handlers.
 */
export async function registerMediaApi(
  api: FastifyInstance,
  context: AppContext,
  media: MediaServices,
  database: Database,
  settings: AreaSettings,
): Promise<void> {
  // Box connections kept before their tokens were sealed are sealed now (migration 0680 marked them plain).
  await sealPlainBoxTokens(context.db, media.keys.derive(BOX_TOKEN_KEY_LABEL));
  registerApiRoutes(api, context, uploadApiRoutes(media));
  await api.register(mediaRoutes, { store: media.store, signer: media.signer, onFormUpload: recordFormUpload(media) });
  const log = (message: string) => api.log.warn(message);
  // Registered first so its failures go to the server's log; registerAreaJobs keeps a type already registered.
  for (const [type, handler] of embeddingJobs(context.db, settings.embeddings, log))
    if (!media.handlers.get(type)) media.handlers.register(type, handler);
  registerAreaJobs(media, settings);
  const stopEmbedding = keepChunksEmbedded(database.changes, media.jobs, settings.embeddings, log);
  api.addHook('onClose', async () => stopEmbedding());
  registerApiRoutes(
    api,
    context,
    mediaApiRoutes({
      media,
      search: searchEngineFor(context.db, settings.weaviate, settings.embeddings, log),
      boxApiUrl: settings.boxApiUrl,
      boxClient: settings.boxClient,
    }),
  );
  await registerTaskService(api, context, media, database);
}
