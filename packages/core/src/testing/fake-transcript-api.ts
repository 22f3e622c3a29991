import type { IndexCreateRequest } from '../model/api/chapter-index.api.schema.js';
import type { Index } from '../model/chapter.schema.js';
import type { Paragraph, Transcript } from '../model/transcript.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { IndexDeleteAnswer, TranscriptApi } from '../ports/transcript-api.port.js';

/** In-memory TranscriptApi: transcripts and indexes by story id; stories in `failing` answer 500. */
export class FakeTranscriptApi implements TranscriptApi {
  readonly transcripts = new Map<string, Transcript>();
  readonly indexLists = new Map<string, Index[]>();
  readonly failing = new Set<string>();
  readonly calls: string[] = [];
  /** The answer the next index deletes get; 204 by default. */
  deleteAnswer: IndexDeleteAnswer = { status: 204, statusText: 'No Content', body: '' };
  /** Saves are stamped with this time, advanced a second per save. */
  private clock = Date.parse('2024-05-01T12:00:00.000Z');
  private created = 0;

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

  async save(storyId: string, paragraphs: Paragraph[]): Promise<Transcript> {
    this.calls.push(`save:${storyId}`);
    if (this.failing.has(storyId)) throw apiFailure(500, 'INTERNAL', 'save failed');
    const saved: Transcript = { paragraphs: copy(paragraphs), updated_at: this.tick() };
    this.transcripts.set(storyId, saved);
    return copy(saved);
  }

  async createIndex(storyId: string, content: IndexCreateRequest = {}): Promise<Index> {
    this.calls.push(`createIndex:${storyId}`);
    if (this.failing.has(storyId)) throw apiFailure(500, 'INTERNAL', 'create failed');
    this.created += 1;
    const now = this.tick();
    const index: Index = {
      _id: `index-${this.created}`,
      title: content.title ?? '',
      notes: content.notes ?? '',
      metadata: content.metadata ?? [],
      created_at: now,
      updated_at: now,
    };
    this.indexLists.set(storyId, [...(this.indexLists.get(storyId) ?? []), index]);
    return copy(index);
  }

  async saveIndex(storyId: string, index: Index): Promise<Index> {
    this.calls.push(`saveIndex:${storyId}:${index._id}`);
    if (this.failing.has(storyId)) throw apiFailure(500, 'INTERNAL', 'save failed');
    const { unsaved: _unsaved, loaded: _loaded, ...content } = index;
    const saved: Index = { ...copy(content), updated_at: this.tick() };
    const list = this.indexLists.get(storyId) ?? [];
    this.indexLists.set(storyId, [...list.filter((other) => other._id !== index._id), saved]);
    return copy(saved);
  }

  async deleteIndex(storyId: string, indexId: string): Promise<IndexDeleteAnswer> {
    this.calls.push(`deleteIndex:${storyId}:${indexId}`);
    if (this.deleteAnswer.status === 204) {
      this.indexLists.set(
        storyId,
        (this.indexLists.get(storyId) ?? []).filter((index) => index._id !== indexId),
      );
    }
    return { ...this.deleteAnswer };
  }

  private tick(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }
}

// Answers are JSON on the wire, so a JSON round trip copies them as the network would.
function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
