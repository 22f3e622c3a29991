import type { ServerParagraphChange } from '../model/api/transcript-patch.api.schema.js';
import type { Paragraph, Transcript } from '../model/transcript.schema.js';
import {
  applyPatch,
  diffTranscript,
  type ServerCopy,
  type ServerParagraph,
  sameParagraph,
  serverCopyOf,
  type TranscriptDiff,
} from './transcript-patch.js';

/**
 * The transcript with every paragraph given an id of its own: one without an id, or repeating an earlier one's (a
 * split copies its paragraph), gets `makeId()`. The same object when nothing needed one.
 */
export function ensureParagraphIds(transcript: Transcript, makeId: () => string): Transcript {
  const seen = new Set<string>();
  let paragraphs: Paragraph[] | null = null;
  transcript.paragraphs.forEach((paragraph, i) => {
    const id = paragraph.id;
    if (id !== undefined && !seen.has(id)) {
      seen.add(id);
      return;
    }
    paragraphs ??= [...transcript.paragraphs];
    const { rev: _rev, ...rest } = paragraph;
    const fresh = makeId();
    seen.add(fresh);
    paragraphs[i] = { ...rest, id: fresh };
  });
  return paragraphs === null ? transcript : { ...transcript, paragraphs };
}

/**
 * `ensureParagraphIds` after an edit, looking only at the paragraphs the edit made (objects not in `previous`): an
 * edit rebuilds only what it touches, so a keystroke in a four-hour interview does not look at every id.
 */
export function ensureNewParagraphIds(previous: Transcript, next: Transcript, makeId: () => string): Transcript {
  const before = previous.paragraphs;
  const after = next.paragraphs;
  // An edit replaces one run of paragraphs: what it made lies between the unchanged start and the unchanged end.
  let first = 0;
  while (first < before.length && first < after.length && before[first] === after[first]) first += 1;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > first && endAfter > first && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore -= 1;
    endAfter -= 1;
  }
  if (first === endAfter) return next;
  const madeIds = new Map<string, number>();
  for (let i = first; i < endAfter; i += 1) {
    const id = after[i]?.id;
    if (id === undefined) return ensureParagraphIds(next, makeId);
    madeIds.set(id, (madeIds.get(id) ?? 0) + 1);
  }
  if ([...madeIds.values()].some((count) => count > 1)) return ensureParagraphIds(next, makeId);
  // A made paragraph repeating a kept one's id needs its own too.
  const repeats = after.some((paragraph, i) => (i < first || i >= endAfter) && paragraph.id !== undefined && madeIds.has(paragraph.id));
  return repeats ? ensureParagraphIds(next, makeId) : next;
}

/** The server copy after a save of `diff` made `version`: what it sent now counts as saved at that version. */
export function copyAfterSave(copy: ServerCopy, diff: TranscriptDiff, version: number): ServerCopy {
  const paragraphs = new Map(copy.paragraphs);
  for (const [id, paragraph] of diff.sent) paragraphs.set(id, { rev: version, paragraph });
  for (const { id } of diff.patch.deleted) paragraphs.set(id, { rev: version, paragraph: null });
  return { version, paragraphs };
}

function changedLocally(mine: Paragraph | undefined, known: ServerParagraph | undefined): boolean {
  if (known === undefined || known.paragraph === null) return false;
  // Deleted here but not yet saved, or edited here since the server copy.
  return mine === undefined || !sameParagraph(mine, known.paragraph);
}

/**
 * Brings other people's saved changes into the editor. A paragraph changed here too keeps what was typed here and
 * its old revision in the copy, so the next save of it is refused as stale and the person chooses; every other
 * change is taken: new paragraphs placed after the one they follow, deleted ones removed.
 */
export function mergeServerChanges(
  paragraphs: readonly Paragraph[],
  copy: ServerCopy,
  changes: readonly ServerParagraphChange[],
): { paragraphs: Paragraph[]; copy: ServerCopy } {
  const known = new Map(copy.paragraphs);
  let result = [...paragraphs];
  for (const change of changes) {
    const index = result.findIndex((p) => p.id === change.id);
    const mine = index >= 0 ? result[index] : undefined;
    if (changedLocally(mine, known.get(change.id))) continue;
    const theirs = change.paragraph === null ? null : { ...change.paragraph, id: change.id, rev: change.rev };
    known.set(change.id, { rev: change.rev, paragraph: theirs });
    if (theirs === null) {
      if (index >= 0) result = result.filter((_, i) => i !== index);
    } else if (index >= 0) {
      result[index] = theirs;
    } else {
      const anchor = change.after === null ? -1 : result.findIndex((p) => p.id === change.after);
      const at = anchor >= 0 ? anchor + 1 : change.after === null ? 0 : laterStart(result, theirs.start);
      result.splice(at, 0, theirs);
    }
  }
  return { paragraphs: result, copy: { version: copy.version, paragraphs: known } };
}

function laterStart(paragraphs: readonly Paragraph[], start: number): number {
  const later = paragraphs.findIndex((p) => p.start > start);
  return later >= 0 ? later : paragraphs.length;
}

/** The editor's work put onto the server's current transcript, and the paragraphs both sides changed. */
export interface TheirsMerge {
  /** Theirs, with every change made here that does not touch a paragraph they changed. */
  paragraphs: Paragraph[];
  /** The server copy the merged paragraphs are to be saved against (theirs). */
  copy: ServerCopy;
  /** Paragraphs both sides changed: theirs is kept in `paragraphs`. */
  overlapping: string[];
}

/**
 * Merges the editor's unsaved work with the server's current transcript (after a save was refused as stale, or the
 * server could not list every change): each change made here goes onto theirs unless they changed that paragraph too.
 */
export function mergeWithTheirs(copy: ServerCopy, current: readonly Paragraph[], theirs: Transcript): TheirsMerge {
  const diff = diffTranscript(copy, current);
  const applied = applyPatch(theirs.paragraphs, diff.patch, { objects: diff.sent });
  return { paragraphs: applied.paragraphs, copy: serverCopyOf(theirs), overlapping: applied.conflicts };
}
