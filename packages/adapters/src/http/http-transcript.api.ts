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
  TranscriptEditResponseSchema,
  TranscriptResponseSchema,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';
import { storyIndexesPath, transcriptPath } from './read-paths.js';

/** The status the server answers while a story has no transcript (see docs/product/api.md). */
const NO_TRANSCRIPT_STATUS = 400;

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
