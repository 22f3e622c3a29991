import type {
  AuthoringApi,
  AuthoringDraftEntry,
  AuthoringDraftKind,
  AuthoringDraftStore,
  Index,
  Paragraph,
  TranscriptEditResponse,
} from '@storykeep/core';
import type { FakeTranscriptApi } from '@storykeep/core/testing';

/** The editor's writes against the fake transcript API's maps, so a page opened again reads what was saved. */
export class FakeAuthoringApi implements AuthoringApi {
  readonly calls: string[] = [];
  /** Status answered to index deletes (204 unless a test says otherwise). */
  deleteStatus = 204;
  failSaves = false;
  private next = 1;

  constructor(private readonly transcripts: FakeTranscriptApi) {}

  async saveTranscript(storyId: string, paragraphs: readonly Paragraph[]): Promise<TranscriptEditResponse> {
    this.calls.push(`saveTranscript:${storyId}`);
    if (this.failSaves) throw new Error('save failed');
    const transcript = { paragraphs: [...paragraphs], updated_at: new Date().toISOString() };
    this.transcripts.transcripts.set(storyId, transcript);
    const report = { valid: true, skippedWithoutWords: 0, dropped: 0, missingTimings: 0, outOfOrderTimings: 0, text: '' };
    return { transcript, report };
  }

  async createIndex(storyId: string, title?: string): Promise<Index> {
    this.calls.push(`createIndex:${storyId}`);
    const index: Index = { _id: `i-new-${this.next++}`, title: title ?? '', notes: '', metadata: [], created_at: new Date().toISOString() };
    this.transcripts.indexLists.set(storyId, [...(this.transcripts.indexLists.get(storyId) ?? []), index]);
    return index;
  }

  async saveIndex(storyId: string, index: Index): Promise<Index> {
    this.calls.push(`saveIndex:${storyId}:${index._id}`);
    if (this.failSaves) throw new Error('save failed');
    const saved: Index = { ...index, unsaved: false, updated_at: new Date().toISOString() };
    const list = this.transcripts.indexLists.get(storyId) ?? [];
    this.transcripts.indexLists.set(
      storyId,
      list.some((i) => i._id === index._id) ? list.map((i) => (i._id === index._id ? saved : i)) : [...list, saved],
    );
    return saved;
  }

  async deleteIndex(storyId: string, indexId: string) {
    this.calls.push(`deleteIndex:${storyId}:${indexId}`);
    if (this.deleteStatus !== 204) return { status: this.deleteStatus, statusText: 'Forbidden', body: 'not yours' };
    this.transcripts.indexLists.set(
      storyId,
      (this.transcripts.indexLists.get(storyId) ?? []).filter((i) => i._id !== indexId),
    );
    return { status: 204, statusText: 'No Content', body: '' };
  }
}

/** Drafts in memory, as the device would keep them. */
export class MemoryDraftStore implements AuthoringDraftStore {
  readonly entries = new Map<string, AuthoringDraftEntry>();

  async get(kind: AuthoringDraftKind, storyId: string) {
    return this.entries.get(`${kind}:${storyId}`);
  }

  async put(kind: AuthoringDraftKind, entry: AuthoringDraftEntry) {
    this.entries.set(`${kind}:${entry.id}`, entry);
  }

  async delete(kind: AuthoringDraftKind, storyId: string) {
    this.entries.delete(`${kind}:${storyId}`);
  }
}
