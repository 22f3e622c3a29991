import type { TaskQueuedResponse } from '../model/api/transcript.api.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { ConcludeApi, ConcludeRequest } from '../ports/conclude-api.port.js';

/** In-memory ConcludeApi recording every call; `failConclude` makes the next conclusions fail with a 500. */
export class FakeConcludeApi implements ConcludeApi {
  readonly concluded: { storyId: string; request: ConcludeRequest }[] = [];
  readonly processing: { storyId: string; kind: 'transcode' | 'deepgram_transcribe' }[] = [];
  failConclude = false;

  async conclude(storyId: string, request: ConcludeRequest): Promise<void> {
    if (this.failConclude) throw apiFailure(500, 'INTERNAL', 'The story could not be saved');
    this.concluded.push({ storyId, request });
  }
  async transcode(storyId: string): Promise<TaskQueuedResponse> {
    this.processing.push({ storyId, kind: 'transcode' });
    return { queued: true, jobId: `job-${this.processing.length}`, asyncOperations: [] };
  }
  async deepgramTranscribe(storyId: string): Promise<TaskQueuedResponse> {
    this.processing.push({ storyId, kind: 'deepgram_transcribe' });
    return { queued: true, jobId: `job-${this.processing.length}`, asyncOperations: [] };
  }
}
