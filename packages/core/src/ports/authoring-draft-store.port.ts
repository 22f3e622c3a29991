import type { AuthoringDraftEntry } from '../model/authoring.schema.js';

/** The two lists of drafts kept on the device. */
export type AuthoringDraftKind = 'transcripts' | 'indexes';

/** Unsaved authoring work kept on the device (IndexedDB in the browser), one entry per story and kind. */
export const AuthoringDraftStore = Symbol('AuthoringDraftStore');
export interface AuthoringDraftStore {
  get(kind: AuthoringDraftKind, storyId: string): Promise<AuthoringDraftEntry | undefined>;
  /** Replaces the story's draft of that kind. */
  put(kind: AuthoringDraftKind, entry: AuthoringDraftEntry): Promise<void>;
  delete(kind: AuthoringDraftKind, storyId: string): Promise<void>;
}
