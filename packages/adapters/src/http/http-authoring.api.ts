import {
  type AuthoringApi,
  type Index,
  type IndexDeleteAnswer,
  IndexSchema,
  type Paragraph,
  type TranscriptEditResponse,
  TranscriptEditResponseSchema,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { ApiError } from './api-error.js';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';

const NO_CONTENT = z.unknown();

/** The index as the server takes it back: the editor's own flags stay on the device. */
function indexContent(index: Index) {
  return { title: index.title, notes: index.notes, metadata: index.metadata };
}

/** AuthoringApi over HTTP: transcript saves and index create, save and delete. */
@injectable()
export class HttpAuthoringApi implements AuthoringApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  saveTranscript(storyId: string, paragraphs: readonly Paragraph[]): Promise<TranscriptEditResponse> {
    return this.http.request('POST', `/transcripts/${segment(storyId)}/edit`, TranscriptEditResponseSchema, paragraphs);
  }

  createIndex(storyId: string, title?: string): Promise<Index> {
    return this.http.request('PUT', `/stories/${segment(storyId)}/index`, IndexSchema, title === undefined ? {} : { title });
  }

  saveIndex(storyId: string, index: Index): Promise<Index> {
    return this.http.request('POST', `/stories/${segment(storyId)}/index/${segment(index._id)}`, IndexSchema, indexContent(index));
  }

  async deleteIndex(storyId: string, indexId: string): Promise<IndexDeleteAnswer> {
    try {
      await this.http.request('DELETE', `/stories/${segment(storyId)}/index/${segment(indexId)}`, NO_CONTENT);
      return { status: 204, statusText: 'No Content', body: '' };
    } catch (error) {
      if (error instanceof ApiError) return { status: error.status, statusText: error.code, body: error.message };
      throw error;
    }
  }
}
