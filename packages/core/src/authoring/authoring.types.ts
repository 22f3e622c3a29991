import type { TranscriptPatchRequest } from '../model/api/transcript-patch.api.schema.js';
import type { AuthoringDraftEntry } from '../model/authoring.schema.js';
import type { Index, IndexMetadataItem } from '../model/chapter.schema.js';
import type { Story } from '../model/story.schema.js';
import type { Transcript, TranscriptVersion } from '../model/transcript.schema.js';
import type { ServerCopy, TranscriptDiff } from '../transcript/transcript-patch.js';
import type { EditCommand, EditHistory, TextPoint } from './edit-command.types.js';

/** Which side of the authoring screen has the room: the transcript, or the tabs (indexes, versions, clips). */
export type AuthoringLayout = 'transcript' | 'tabs';

/** Where the last save to the server stands; `conflict` while a stale save waits for the person's choice. */
export type AuthoringSaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'conflict';

/**
 * A save refused as stale: someone else saved some of the same paragraphs since the editor's version. The editor
 * reads the server's transcript; where the two sides changed different paragraphs it merges on its own, otherwise it
 * waits for the person to choose.
 */
export interface AuthoringConflict {
  /** The transcript's version when the save was refused. */
  version: number;
  /** The paragraphs the server named. */
  conflicts: string[];
  /** The server's transcript now; null until it has been read. */
  theirs: Transcript | null;
  /** The paragraphs both sides changed. */
  overlapping: string[];
  /** The choice under way, if any. */
  choice: 'merge' | 'theirs' | null;
}

/** The view toggles of the editor that `authoring.toggle` flips. */
export type AuthoringToggle = 'autoScroll' | 'pauseWhileTyping' | 'showIndex' | 'showTranscript' | 'highlightWords' | 'thumbnailVisible';

/** The editable fields of an index segment (a metadata item). */
export type IndexSegmentChange = Partial<
  Pick<IndexMetadataItem, 'title' | 'synopsis' | 'keywords' | 'subjects' | 'partialTranscript' | 'notes'>
> & {
  /** Moves the segment; the list is sorted by start again. */
  start?: number;
};

/** The authoring machine's context. */
export interface AuthoringContext {
  storyId: string;
  story: Story | null;
  playing: boolean;
  progressSeconds: number;
  playbackRate: number;
  duration: number;
  /** Any change to the transcript or an index since the last successful save. */
  unsavedChanges: boolean;
  /** The transcript changed since the last successful save (indexes carry their own `unsaved` flag). */
  transcriptChanged: boolean;
  /** When the server last saved (its `updated_at`), or null. */
  lastSaved: string | null;
  autoScroll: boolean;
  pauseWhileTyping: boolean;
  showIndex: boolean;
  showTranscript: boolean;
  highlightWords: boolean;
  layout: AuthoringLayout;
  thumbnailVisible: boolean;
  /** Null until loaded, and for a story without a transcript. */
  transcript: Transcript | null;
  indexes: Index[];
  history: EditHistory;
  /** Where the caret goes after the last edit, undo or redo. */
  caret: TextPoint | null;
  saveStatus: AuthoringSaveStatus;
  /** A local draft newer than the server's copy was restored on load; the screen tells the person. */
  draftRestored: boolean;
  /** The last failure to show (a catalogue message), or null. */
  error: string | null;
  /** The index the save under way sent, to tell afterwards whether it was changed meanwhile. */
  inFlight: { index?: Index } | null;
  /** What the server holds as far as the editor knows (the version and each paragraph's revision); null until loaded. */
  serverCopy: ServerCopy | null;
  /** The device's drafts as read while the editor opens, until they are applied to what the server answered. */
  deviceDrafts: AuthoringDrafts | null;
  /** The changes the save under way sent. */
  saving: TranscriptDiff | null;
  /** A stale save waiting to be resolved, or null. */
  conflict: AuthoringConflict | null;
  /** The version a copy of this editor's work was kept as when a conflict was resolved; the screen says so. */
  keptCopy: TranscriptVersion | null;
  /** The page is being left: the save under way should outlive it. */
  leaving: boolean;
  /** Makes the ids of new paragraphs unique to this editor (with `idCounter`). */
  idSeed: string;
  idCounter: number;
  /** The index whose deletion is under way. */
  deletingIndexId: string | null;
}

/** Input of the machine: the story being authored, and a prefix no other editor uses for new paragraph ids (random). */
export interface AuthoringInput {
  storyId: string;
  idSeed: string;
}

/** Events of the authoring machine. */
export type AuthoringEvent =
  /** Loads (or reloads) the story, transcript, indexes and any local draft. */
  | { type: 'authoring.load' }
  | { type: 'authoring.play' }
  | { type: 'authoring.pause' }
  | { type: 'authoring.togglePlayback' }
  /** The player reports its position (time update). */
  | { type: 'authoring.progress'; seconds: number }
  /** The player reports the media's duration. */
  | { type: 'authoring.durationKnown'; duration: number }
  /** Jump to a time (a clicked word); clamped like skip. */
  | { type: 'authoring.seek'; seconds: number }
  /** Jump by ± seconds, clamped to [0, duration − 1]. */
  | { type: 'authoring.skip'; seconds: number }
  | { type: 'authoring.setRate'; rate: number }
  | { type: 'authoring.toggle'; flag: AuthoringToggle }
  | { type: 'authoring.setLayout'; layout: AuthoringLayout }
  | { type: 'authoring.edit'; command: EditCommand }
  | { type: 'authoring.undo' }
  | { type: 'authoring.redo' }
  /** Creates a new (empty unless titled) index on the server. */
  | { type: 'authoring.index.create'; title?: string }
  /** Changes an index's title or notes. */
  | { type: 'authoring.index.update'; indexId: string; changes: Partial<Pick<Index, 'title' | 'notes'>> }
  /** Adds a segment starting at the current playback time. */
  | { type: 'authoring.index.addSegment'; indexId: string; title?: string }
  | { type: 'authoring.index.updateSegment'; indexId: string; segment: number; changes: IndexSegmentChange }
  | { type: 'authoring.index.deleteSegment'; indexId: string; segment: number }
  /** Adds the segments of pasted timecoded notes to an index. */
  | { type: 'authoring.index.pasteNotes'; indexId: string; text: string }
  /** Deletes an index on the server (expects 204). */
  | { type: 'authoring.index.delete'; indexId: string }
  /** Saves now (Ctrl+S, or on its own a few seconds after typing stops). */
  | { type: 'authoring.save' }
  /** The page is being left: saves now, in a way that outlives the page. */
  | { type: 'authoring.leave' }
  /** A stale save: keep a copy of mine as a version, then take theirs where both changed a paragraph and mine elsewhere. */
  | { type: 'authoring.conflict.merge' }
  /** A stale save: keep a copy of mine as a version, then show theirs as it is. */
  | { type: 'authoring.conflict.takeTheirs' }
  | { type: 'authoring.keptCopy.dismiss' }
  | { type: 'authoring.draftNotice.dismiss' }
  | { type: 'authoring.error.dismiss' }
  /** Raised by the machine itself after each change, to schedule the draft. */
  | { type: 'authoring.changed' }
  /** Raised by the machine itself when a save left nothing unsaved. */
  | { type: 'authoring.allSaved' }
  /** Raised by the machine itself when a save failed, to try again later. */
  | { type: 'authoring.saveFailed' };

/** What `loadStory` answers: the story, its transcript (null when none yet) and its indexes. */
export interface AuthoringLoadResult {
  story: Story;
  transcript: Transcript | null;
  indexes: Index[];
}

/** What `loadDraft` answers: the device's drafts of this story, each absent when there is none. */
export interface AuthoringDrafts {
  transcripts?: AuthoringDraftEntry | undefined;
  indexes?: AuthoringDraftEntry | undefined;
}

/** A transcript draft: the changes not yet on the server and the version they were made against. */
export interface TranscriptDraft {
  version: number;
  patch: TranscriptPatchRequest;
}

/** Input of `saveDraft`: what would be saved now; the wiring stamps it with the clock's time. */
export interface AuthoringDraftInput {
  storyId: string;
  /** The unsaved changes, when the transcript changed. */
  transcript?: TranscriptDraft;
  /** All indexes, when one changed. */
  indexes?: Index[];
}

/** Input of `saveTranscript`: `PATCH /transcripts/{id}` with what changed; `keepalive` when the page is being left. */
export interface SaveTranscriptInput {
  storyId: string;
  patch: TranscriptPatchRequest;
  keepalive: boolean;
}
