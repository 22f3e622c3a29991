import {
  apiFailureStatus,
  type Index,
  type IndexCreateRequest,
  type IndexDeleteAnswer,
  IndexListResponseSchema,
  IndexSchema,
  type Paragraph,
  type Transcript,
  type TranscriptApi,
  TranscriptConflictResponseSchema,
  TranscriptEditResponseSchema,
  type TranscriptPatchOutcome,
  type TranscriptPatchRequest,
  TranscriptPatchResponseSchema,
  TranscriptResponseSchema,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { ApiError, ContractError } from './api-error.js';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';
import { storyIndexesPath, transcriptPath } from './read-paths.js';

/** The status the server answers while a story has no transcript (see docs/product/api.md). */
const NO_TRANSCRIPT_STATUS = 400;
/** The status of a save refused as stale. */
const STALE_STATUS = 409;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** TranscriptApi over HTTP: the normalised transcript (none yet on a 400) and the story's indexes. */
@injectable()
export class HttpTranscriptApi implements TranscriptApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async get(storyId: string): Promise<Transcript | null> {
    try {
      return (await this.http.request('GET', transcriptPath(storyId), TranscriptResponseSchema)).transcript;
    } catch (error) {
      if (apiFailureStatus(error) === NO_TRANSCRIPT_STATUS) return null;
      throw error;
    }
  }

  indexes(storyId: string): Promise<Index[]> {
    return this.http.request('GET', storyIndexesPath(storyId), IndexListResponseSchema);
  }

  async save(storyId: string, paragraphs: Paragraph[]): Promise<Transcript> {
    return (await this.http.request('POST', `/transcripts/${segment(storyId)}/edit`, TranscriptEditResponseSchema, paragraphs)).transcript;
  }

  /** A 409 is the server refusing a stale save: an outcome the editor acts on, with the version and paragraphs it names. */
  async savePatch(storyId: string, patch: TranscriptPatchRequest, options: { keepalive?: boolean } = {}): Promise<TranscriptPatchOutcome> {
    const path = `/transcripts/${segment(storyId)}`;
    const answer = await this.http.requestRaw('PATCH', path, patch, options);
    const body = parseJson(answer.body);
    if (answer.status === STALE_STATUS) {
      const stale = TranscriptConflictResponseSchema.safeParse(body);
      if (!stale.success) throw new ContractError(path, stale.error.message);
      return { saved: false, version: stale.data.error.version, conflicts: stale.data.error.conflicts };
    }
    if (answer.status < 200 || answer.status > 299) {
      const error = (body as { error?: { code?: string; message?: string; field?: string } } | undefined)?.error;
      throw new ApiError(answer.status, error?.code ?? 'HTTP_ERROR', error?.message ?? answer.statusText, error?.field);
    }
    const saved = TranscriptPatchResponseSchema.safeParse(body);
    if (!saved.success) throw new ContractError(path, saved.error.message);
    return { saved: true, ...saved.data };
  }

  createIndex(storyId: string, content: IndexCreateRequest = {}): Promise<Index> {
    return this.http.request('PUT', `/stories/${segment(storyId)}/index`, IndexSchema, content);
  }

  saveIndex(storyId: string, index: Index): Promise<Index> {
    const { title, notes, metadata } = index;
    return this.http.request('POST', `/stories/${segment(storyId)}/index/${segment(index._id)}`, IndexSchema, { title, notes, metadata });
  }

  deleteIndex(storyId: string, indexId: string): Promise<IndexDeleteAnswer> {
    return this.http.requestRaw('DELETE', `/stories/${segment(storyId)}/index/${segment(indexId)}`);
  }
}
