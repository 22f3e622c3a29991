import type { ConcludeRequest } from '../model/api/conclude.api.schema.js';
import type { TaskQueuedResponse } from '../model/api/transcript.api.schema.js';

// The request's shape is the model's schema (`ConcludeRequestSchema`), which the server validates with.
export type { ConcludeRequest };

/** Concluding a story, then starting its processing: transcode with the automaticTranscode flag on, else transcription. */
export const ConcludeApi = Symbol('ConcludeApi');
export interface ConcludeApi {
  conclude(storyId: string, request: ConcludeRequest): Promise<void>;
  /** `POST /stories/{id}/transcode`. */
  transcode(storyId: string): Promise<TaskQueuedResponse>;
  /** `POST /stories/{id}/deepgram_transcribe`. */
  deepgramTranscribe(storyId: string): Promise<TaskQueuedResponse>;
}
