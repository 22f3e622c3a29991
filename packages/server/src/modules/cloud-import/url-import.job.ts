import { sql } from 'kysely';
import { z } from 'zod';
import { InvalidJsonColumnError, readJsonColumn } from '../../db/json-column.js';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler.js';
import { Sealer, UnreadableSealError } from '../../storage/sealer.js';
import type { MediaServices } from '../media-services.types.js';
import { JOB_TYPES } from '../pipeline/async-operations.js';
import { extensionFor, mediaKeys } from '../pipeline/pipeline-deps.js';
import { replaceStoryOriginal } from '../pipeline/story-original.js';
import { openToken, UnreadableTokenError } from './box-token-seal.js';
import { DownloadRefused, type DownloadRules, openDownload } from './safe-download.js';

export const IMPORT_JOB_TYPES = { url: 'import.url' } as const;

/** The HKDF label of the key import jobs queued before the sealing keys sealed their headers with (`v1.` values). */
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

/** An import job's `jobs.payload`; keys it does not name are kept, since the resealing writes the payload back. */
const UrlImportPayloadSchema: z.ZodType<UrlImportPayload> = z.looseObject({
  storyId: z.string(),
  url: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  sealedHeaders: z.string().optional(),
  fileName: z.string().optional(),
});

/** An import job's request headers sealed for the queue, bound to the story they download into. */
export function sealImportHeaders(media: Pick<MediaServices, 'sealer'>, storyId: string, headers: Record<string, string>): string {
  return media.sealer.seal(JSON.stringify(headers), importBinding(storyId));
}

const importBinding = (storyId: string) => `${IMPORT_JOB_TYPES.url}:${storyId}`;

/** Queued headers in the clear: sealed under a sealing key, or (queued before those) under the media-secret key. */
export function openImportHeaders(media: Pick<MediaServices, 'sealer' | 'keys'>, storyId: string, sealed: string): Record<string, string> {
  try {
    return JSON.parse(
      Sealer.isSealed(sealed)
        ? media.sealer.open(sealed, importBinding(storyId))
        : openToken(media.keys.derive(IMPORT_HEADERS_KEY_LABEL), sealed, importBinding(storyId)),
    );
  } catch (error) {
    // Sealed under a key this server lacks, or changed: retrying cannot help.
    if (error instanceof UnreadableTokenError || error instanceof UnreadableSealError)
      throw new PermanentJobError("The import job's access token could not be read");
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

/**
 * Seals again, under the current sealing key, the headers of import jobs still waiting or running that were sealed
 * under the media-secret key (queued before the sealing keys) or an older sealing key; run when the server starts.
 * A job changes only if its headers are still what was read. Answers how many.
 */
export async function resealQueuedImportHeaders(media: Pick<MediaServices, 'db' | 'sealer' | 'keys'>): Promise<number> {
  const jobs = await media.db
    .selectFrom('jobs')
    .select(['id', 'payload'])
    .where('type', '=', IMPORT_JOB_TYPES.url)
    .where('status', 'in', ['queued', 'running'])
    .where(sql<boolean>`payload ? 'sealedHeaders'`)
    .execute();
  let resealed = 0;
  for (const job of jobs) {
    let payload: UrlImportPayload;
    try {
      payload = readJsonColumn(UrlImportPayloadSchema, job.payload, 'jobs.payload');
    } catch (error) {
      // Left as it is, like headers this server cannot open: the job itself fails when it runs, and one
      // such job must not keep the server from starting.
      if (error instanceof InvalidJsonColumnError) continue;
      throw error;
    }
    const sealed = payload.sealedHeaders;
    if (!sealed || media.sealer.isCurrent(sealed)) continue;
    let headers: Record<string, string>;
    try {
      headers = openImportHeaders(media, payload.storyId, sealed);
    } catch (error) {
      if (error instanceof PermanentJobError) continue;
      throw error;
    }
    const done = await media.db
      .updateTable('jobs')
      .set({ payload: JSON.stringify({ ...payload, sealedHeaders: sealImportHeaders(media, payload.storyId, headers) }) })
      .where('id', '=', job.id)
      .where(sql<string>`payload->>'sealedHeaders'`, '=', sealed)
      .executeTakeFirst();
    resealed += Number(done.numUpdatedRows);
  }
  return resealed;
}
