import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.js';
import type { Database } from '../db/database.js';
import { registerApiRoutes } from '../http/api-route.js';
import { resealTotpSecrets } from '../modules/accounts/totp-seal.js';
import { resealBoxTokens } from '../modules/cloud-import/box-oauth.js';
import { BOX_TOKEN_KEY_LABEL } from '../modules/cloud-import/box-token-seal.js';
import { resealQueuedImportHeaders } from '../modules/cloud-import/url-import.job.js';
import type { MediaServices } from '../modules/media-services.types.js';
import { sealPlainSessionPasswords } from '../modules/rooms/session-password.js';
import { registerTaskService } from '../modules/tasks/task-service.plugin.js';
import { scheduleAbandonedUploadSweep } from '../modules/upload/abandoned-upload-sweep.job.js';
import { recordFormUpload } from '../modules/upload/form-upload.service.js';
import { uploadWriteGuard } from '../modules/upload/upload-write-guard.js';
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
  // Box tokens and queued download headers kept plain (migration 0680 marked those rows), sealed under the media-secret
  // key (before the sealing keys) or under an older sealing key are sealed under the current one now.
  await resealBoxTokens(context.db, media.sealer, media.keys.derive(BOX_TOKEN_KEY_LABEL));
  await resealQueuedImportHeaders(media);
  // Two-factor secrets too: kept plain before they were sealed, or under an older sealing key.
  await resealTotpSecrets(context.db, context.sealer);
  // And call session passwords, kept plain before they were sealed.
  await sealPlainSessionPasswords(context.db, context);
  registerApiRoutes(api, context, uploadApiRoutes(media));
  await api.register(mediaRoutes, {
    store: media.store,
    signer: media.signer,
    onFormUpload: recordFormUpload(media),
    beforeWrite: uploadWriteGuard(media),
  });
  const log = (message: string) => api.log.warn(message);
  // Registered first so its failures go to the server's log; registerAreaJobs keeps a type already registered.
  for (const [type, handler] of embeddingJobs(context.db, settings.embeddings, log))
    if (!media.handlers.get(type)) media.handlers.register(type, handler);
  registerAreaJobs(media, settings);
  await scheduleAbandonedUploadSweep(media);
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
  await registerTaskService(api, context, media, database, { introspection: settings.graphqlIntrospection });
}
