import {
  apiFailureStatus,
  newestVersionsFirst,
  type Paragraph,
  TaskQueuedResponseSchema,
  type Transcript,
  type TranscriptionApi,
  type TranscriptionRequest,
  TranscriptResponseSchema,
  type TranscriptVersion,
  type TranscriptVersionApi,
  TranscriptVersionListResponseSchema,
  TranscriptVersionSchema,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';

/** The status the server answers when the story has no transcript to keep. */
const NO_TRANSCRIPT_STATUS = 400;

/** TranscriptVersionApi over HTTP. */
@injectable()
export class HttpTranscriptVersionApi implements TranscriptVersionApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async list(storyId: string): Promise<TranscriptVersion[]> {
    const versions = await this.http.request('GET', `/transcripts/${segment(storyId)}/versions`, TranscriptVersionListResponseSchema);
    // The server sorts already; sorting here keeps the order whichever server answers.
    return newestVersionsFirst(versions);
  }

  async read(storyId: string, fileName: string): Promise<Transcript> {
    const path = `/transcripts/${segment(storyId)}/version/file/${segment(fileName)}`;
    return (await this.http.request('GET', path, TranscriptResponseSchema)).transcript;
  }

  async keepCurrent(storyId: string): Promise<TranscriptVersion | null> {
    try {
      return await this.http.request('POST', `/transcripts/${segment(storyId)}/saveversion`, TranscriptVersionSchema);
    } catch (error) {
      if (apiFailureStatus(error) === NO_TRANSCRIPT_STATUS) return null;
      throw error;
    }
  }

  keepCopy(storyId: string, paragraphs: Paragraph[]): Promise<TranscriptVersion> {
    return this.http.request('POST', `/transcripts/${segment(storyId)}/versions`, TranscriptVersionSchema, { paragraphs });
  }
}

/** TranscriptionApi over HTTP: standard to `/transcribe` (language_code), advanced to `/advanced_transcribe` (language). */
@injectable()
export class HttpTranscriptionApi implements TranscriptionApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async request(storyId: string, { mode, language, regenerate }: TranscriptionRequest): Promise<boolean> {
    const id = segment(storyId);
    const answer =
      mode === 'standard'
        ? await this.http.request('POST', `/stories/${id}/transcribe`, TaskQueuedResponseSchema, {
            ...(language ? { language_code: language } : {}),
            regenerate,
          })
        : await this.http.request('POST', `/stories/${id}/advanced_transcribe`, TaskQueuedResponseSchema, {
            ...(language ? { language } : {}),
            regenerate,
          });
    return answer.queued;
  }
}
