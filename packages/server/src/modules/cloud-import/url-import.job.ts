import { JOB_TYPES } from '../../jobs/async-operations.js';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler.js';
import { extensionFor, mediaKeys } from '../../jobs/pipeline/pipeline-deps.js';
import { replaceStoryOriginal } from '../../jobs/pipeline/story-original.js';
import type { MediaServices } from '../upload/media-services.js';
import { openToken, sealToken, UnreadableTokenError } from './box-token-seal.js';
import { DownloadRefused, type DownloadRules, openDownload } from './safe-download.js';

export const IMPORT_JOB_TYPES = { url: 'import.url' } as const;

/** The HKDF label of the key an import job's request headers are sealed with (they carry a cloud access token). */
export const IMPORT_HEADERS_KEY_LABEL = 'storykeep import-job headers v1';

export interface UrlImportPayload {
  storyId: string;
  url: string;
  /** Sent with the first request only (a cloud service's access token), never after a redirect. Jobs queued before headers were sealed. */
  headers?: Record<string, string>;
  /** The same headers sealed (`sealImportHeaders`), so the queue does not keep the access token readable. */
  sealedHeaders?: string;
  /** The file's name at the cloud service, for its type when the download does not say. */
  fileName?: string;
}

/** An import job's request headers sealed for the queue, bound to the story they download into. */
export function sealImportHeaders(media: Pick<MediaServices, 'keys'>, storyId: string, headers: Record<string, string>): string {
  return sealToken(media.keys.derive(IMPORT_HEADERS_KEY_LABEL), JSON.stringify(headers), `${IMPORT_JOB_TYPES.url}:${storyId}`);
}

function openImportHeaders(media: Pick<MediaServices, 'keys'>, storyId: string, sealed: string): Record<string, string> {
  try {
    return JSON.parse(openToken(media.keys.derive(IMPORT_HEADERS_KEY_LABEL), sealed, `${IMPORT_JOB_TYPES.url}:${storyId}`));
  } catch (error) {
    // Sealed under another server's secret, or changed: retrying cannot help.
    if (error instanceof UnreadableTokenError) throw new PermanentJobError("The import job's access token could not be read");
    throw error;
  }
}

/** Downloads an imported file into the story's original and queues its processing, as a finished upload does. */
export function urlImportJob(media: MediaServices, rules: DownloadRules): JobHandler<UrlImportPayload> {
  return async ({ storyId, url, headers: plainHeaders, sealedHeaders, fileName }, { signal }) => {
    const story = await media.db.selectFrom('stories').select('id').where('id', '=', storyId).executeTakeFirst();
    if (!story) throw new PermanentJobError(`Story ${storyId} is gone`);
    const headers = sealedHeaders ? openImportHeaders(media, storyId, sealedHeaders) : plainHeaders;
    let key: string;
    let size: number;
    let mimeType: string;
    try {
      const download = await openDownload(url, rules, { signal, headers, fileName });
      mimeType = download.contentType.split(';')[0]?.trim().toLowerCase() ?? download.contentType;
      key = mediaKeys.original(storyId, extensionFor(mimeType));
      size = (await media.store.put(key, download.body, { contentType: mimeType })).size;
    } catch (error) {
      // A refused address or file fails the job at once (its story's task shows failed); a network error is retried.
      if (error instanceof DownloadRefused) throw new PermanentJobError(error.message);
      throw error;
    }
    await replaceStoryOriginal(media.db, storyId, { key, size, mimeType });
    await media.jobs.enqueue(JOB_TYPES.processMedia, { storyId }, { storyId, dedupeKey: `process:${storyId}` });
    return { key, size };
  };
}
