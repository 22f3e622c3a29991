import type { Index } from '../model/chapter.schema.js';
import type { AuthoringContext } from './authoring.types.js';
import { emptyEditHistory } from './edit-history.js';

/** The editor's state before anything is loaded: playback rate 1, every panel shown, the thumbnail showing. */
export function initialAuthoringContext(storyId: string, idSeed: string): AuthoringContext {
  return {
    storyId,
    idSeed,
    idCounter: 0,
    serverCopy: null,
    deviceDrafts: null,
    saving: null,
    conflict: null,
    keptCopy: null,
    leaving: false,
    story: null,
    playing: false,
    progressSeconds: 0,
    playbackRate: 1,
    duration: 0,
    unsavedChanges: false,
    transcriptChanged: false,
    lastSaved: null,
    autoScroll: true,
    pauseWhileTyping: false,
    showIndex: true,
    showTranscript: true,
    highlightWords: true,
    layout: 'transcript',
    thumbnailVisible: true,
    transcript: null,
    indexes: [],
    history: emptyEditHistory(),
    caret: null,
    saveStatus: 'idle',
    draftRestored: false,
    error: null,
    inFlight: null,
    deletingIndexId: null,
  };
}

/** A time the player may jump to: between 0 and one second before the end. */
export function clampSkip(seconds: number, duration: number): number {
  const last = Math.max(0, duration - 1);
  if (!Number.isFinite(seconds)) return 0;
  return Math.min(Math.max(seconds, 0), last);
}

/** Whether anything still differs from the server's copy. */
export function hasUnsaved(transcriptChanged: boolean, indexes: readonly Index[]): boolean {
  return transcriptChanged || indexes.some((index) => index.unsaved === true);
}

/** The newest of two server times (ISO strings), either possibly missing. */
export function latestTime(a: string | null, b: string | undefined): string | null {
  if (b === undefined) return a;
  if (a === null) return b;
  return Date.parse(b) > Date.parse(a) ? b : a;
}
