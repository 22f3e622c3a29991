import type { Index } from '../model/chapter.schema.js';
import type { Transcript } from '../model/transcript.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { TranscriptApi } from '../ports/transcript-api.port.js';

/** In-memory TranscriptApi: transcripts and indexes by story id; stories in `failing` answer 500. */
export class FakeTranscriptApi implements TranscriptApi {
  readonly transcripts = new Map<string, Transcript>();
  readonly indexLists = new Map<string, Index[]>();
  readonly failing = new Set<string>();
  readonly calls: string[] = [];

  async get(storyId: string): Promise<Transcript | null> {
    this.calls.push(`transcript:${storyId}`);
    if (this.failing.has(storyId)) throw apiFailure(500, 'INTERNAL', 'transcript failed');
    return this.transcripts.get(storyId) ?? null;
  }

  async indexes(storyId: string): Promise<Index[]> {
    this.calls.push(`indexes:${storyId}`);
    if (this.failing.has(storyId)) throw apiFailure(500, 'INTERNAL', 'indexes failed');
    return [...(this.indexLists.get(storyId) ?? [])];
  }
}
