import type { IndexCreateRequest } from '../model/api/chapter-index.api.schema.js';
import type { ServerParagraphChange, TranscriptPatchRequest } from '../model/api/transcript-patch.api.schema.js';
import type { Index } from '../model/chapter.schema.js';
import type { Paragraph, Transcript } from '../model/transcript.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { IndexDeleteAnswer, TranscriptApi, TranscriptPatchOutcome } from '../ports/transcript-api.port.js';
import { applyPatch, paragraphHasWords } from '../transcript/transcript-patch.js';

/**
 * In-memory TranscriptApi: transcripts and indexes by story id; stories in `failing` answer 500. Like the server, a
 * stored transcript has a version and each paragraph an id and revision (given on first read when a test stored a
 * transcript without them), and a save of changes is refused when it touches a paragraph changed since.
 */
export class FakeTranscriptApi implements TranscriptApi {
  readonly transcripts = new Map<string, Transcript>();
  /** Per story, the paragraphs deleted by saves of changes and the version that deleted them. */
  private readonly deletions = new Map<string, Map<string, number>>();
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
    const stored = this.stored(storyId);
    return stored ? copy(stored) : null;
  }

  /** The story's transcript as the server would hold it: a version, and an id and revision on every paragraph. */
  private stored(storyId: string): Transcript | undefined {
    const transcript = this.transcripts.get(storyId);
    if (!transcript) return undefined;
    const version = transcript.version ?? 1;
    const paragraphs = transcript.paragraphs.map((p, i) => ({ ...p, id: p.id ?? `${storyId}-p${i}`, rev: p.rev ?? version }));
    const stored = { ...transcript, version, paragraphs };
    this.transcripts.set(storyId, stored);
    return stored;
  }

  async savePatch(storyId: string, patch: TranscriptPatchRequest): Promise<TranscriptPatchOutcome> {
    this.calls.push(`savePatch:${storyId}`);
    if (this.failing.has(storyId)) throw apiFailure(500, 'INTERNAL', 'save failed');
    const stored = this.stored(storyId);
    if (!stored) throw apiFailure(400, 'NO_TRANSCRIPT', 'This story has no transcript yet');
    const current = stored.version ?? 1;
    const version = current + 1;
    const applied = applyPatch(stored.paragraphs, patch, { rev: version });
    if (applied.conflicts.length > 0) return { saved: false, version: current, conflicts: applied.conflicts };
    const deletions = this.deletions.get(storyId) ?? new Map<string, number>();
    for (const { id } of patch.deleted) if (stored.paragraphs.some((p) => p.id === id)) deletions.set(id, version);
    this.deletions.set(storyId, deletions);
    const paragraphs = applied.paragraphs.filter(paragraphHasWords);
    const updated_at = this.tick();
    this.transcripts.set(storyId, { paragraphs, updated_at, version });
    const changes: ServerParagraphChange[] = paragraphs.flatMap((p, i) =>
      (p.rev ?? 0) > patch.version && (p.rev ?? 0) < version
        ? [{ id: p.id ?? '', rev: p.rev ?? 0, after: paragraphs[i - 1]?.id ?? null, paragraph: copy(p) }]
        : [],
    );
    for (const [id, rev] of deletions) if (rev > patch.version && rev < version) changes.push({ id, rev, after: null, paragraph: null });
    const report = { valid: true, skippedWithoutWords: 0, dropped: 0, missingTimings: 0, outOfOrderTimings: 0, text: '' };
    return { saved: true, version, updated_at, report, changes, complete: true };
  }

  async indexes(storyId: string): Promise<Index[]> {
    this.calls.push(`indexes:${storyId}`);
    if (this.failing.has(storyId)) throw apiFailure(500, 'INTERNAL', 'indexes failed');
    return [...(this.indexLists.get(storyId) ?? [])];
  }

  async save(storyId: string, paragraphs: Paragraph[]): Promise<Transcript> {
    this.calls.push(`save:${storyId}`);
    if (this.failing.has(storyId)) throw apiFailure(500, 'INTERNAL', 'save failed');
    const version = (this.stored(storyId)?.version ?? 0) + 1;
    const kept = paragraphs.map((p, i) => ({ ...copy(p), id: p.id ?? `${storyId}-v${version}-p${i}`, rev: version }));
    const saved: Transcript = { paragraphs: kept, updated_at: this.tick(), version };
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
