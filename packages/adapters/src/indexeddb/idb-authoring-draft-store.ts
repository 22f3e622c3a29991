import type { AuthoringDraftEntry, AuthoringDraftKind, AuthoringDraftStore } from '@storykeep/core';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

interface AuthoringDb extends DBSchema {
  transcripts: { key: string; value: AuthoringDraftEntry };
  indexes: { key: string; value: AuthoringDraftEntry };
}

/** Authoring drafts in IndexedDB: one object store per kind, keyed by story id. */
export class IdbAuthoringDraftStore implements AuthoringDraftStore {
  private db: Promise<IDBPDatabase<AuthoringDb>> | null = null;

  constructor(private readonly name = 'storykeep-authoring-drafts') {}

  async get(kind: AuthoringDraftKind, storyId: string): Promise<AuthoringDraftEntry | undefined> {
    return (await this.open()).get(kind, storyId);
  }

  async put(kind: AuthoringDraftKind, entry: AuthoringDraftEntry): Promise<void> {
    await (await this.open()).put(kind, entry);
  }

  async delete(kind: AuthoringDraftKind, storyId: string): Promise<void> {
    await (await this.open()).delete(kind, storyId);
  }

  // Opened on first use, so constructing the container never touches IndexedDB (unavailable in some private modes).
  private open(): Promise<IDBPDatabase<AuthoringDb>> {
    this.db ??= openDB<AuthoringDb>(this.name, 1, {
      upgrade(db) {
        db.createObjectStore('transcripts', { keyPath: 'id' });
        db.createObjectStore('indexes', { keyPath: 'id' });
      },
    });
    return this.db;
  }
}
