import type { AuthoringDraftEntry } from '../model/authoring.schema.js';
import type { AuthoringDraftKind, AuthoringDraftStore } from '../ports/authoring-draft-store.port.js';

/** In-memory AuthoringDraftStore; entries are copied in and out, as IndexedDB copies them. */
export class FakeAuthoringDraftStore implements AuthoringDraftStore {
  private readonly entries: Record<AuthoringDraftKind, Map<string, AuthoringDraftEntry>> = {
    transcripts: new Map(),
    indexes: new Map(),
  };

  async get(kind: AuthoringDraftKind, storyId: string): Promise<AuthoringDraftEntry | undefined> {
    const entry = this.entries[kind].get(storyId);
    return entry && copyEntry(entry);
  }

  async put(kind: AuthoringDraftKind, entry: AuthoringDraftEntry): Promise<void> {
    this.entries[kind].set(entry.id, copyEntry(entry));
  }

  async delete(kind: AuthoringDraftKind, storyId: string): Promise<void> {
    this.entries[kind].delete(storyId);
  }
}

// Drafts are JSON the editor would send to the server, so a JSON round trip copies them faithfully.
function copyEntry(entry: AuthoringDraftEntry): AuthoringDraftEntry {
  return { ...entry, data: entry.data === undefined ? undefined : JSON.parse(JSON.stringify(entry.data)) };
}
