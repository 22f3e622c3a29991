import { type ConcludeApi, type ConcludeRequest, type TaskQueuedResponse, TaskQueuedResponseSchema } from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';

// The conclusion's answer carries nothing the page reads.
const IgnoredAnswer = z.unknown();

/** ConcludeApi over HTTP: `POST /stories/{id}/conclude`, then `/transcode` or `/deepgram_transcribe`. */
@injectable()
export class HttpConcludeApi implements ConcludeApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async conclude(storyId: string, request: ConcludeRequest): Promise<void> {
    await this.http.request('POST', `/stories/${segment(storyId)}/conclude`, IgnoredAnswer, request);
  }
  transcode(storyId: string): Promise<TaskQueuedResponse> {
    return this.http.request('POST', `/stories/${segment(storyId)}/transcode`, TaskQueuedResponseSchema);
  }
  deepgramTranscribe(storyId: string): Promise<TaskQueuedResponse> {
    return this.http.request('POST', `/stories/${segment(storyId)}/deepgram_transcribe`, TaskQueuedResponseSchema);
  }
}
