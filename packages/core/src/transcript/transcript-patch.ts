import type { DeletedParagraph, InsertedParagraph, TranscriptPatchRequest } from '../model/api/transcript-patch.api.schema.js';
import type { Paragraph, ParagraphChild, Transcript } from '../model/transcript.schema.js';
import { paragraphWords } from './tokens.js';

/** What a paragraph is on the server as far as one side knows: the revision that wrote it, its content or null once deleted. */
export interface ServerParagraph {
  rev: number;
  paragraph: Paragraph | null;
}

/** What the editor knows the server holds: the version it last saw and, per paragraph id, that paragraph. */
export interface ServerCopy {
  version: number;
  paragraphs: ReadonlyMap<string, ServerParagraph>;
}

/** A save of changes and the editor's own objects behind it (by id), so that after the save they count as saved. */
export interface TranscriptDiff {
  patch: TranscriptPatchRequest;
  sent: ReadonlyMap<string, Paragraph>;
}

/** Whether a paragraph has any word; one without words is not kept by a save (see docs/product/transcripts.md). */
export function paragraphHasWords(paragraph: Paragraph): boolean {
  return paragraphWords(paragraph).length > 0;
}

/**
 * The server copy a loaded transcript describes (its version, each paragraph's id and revision). A paragraph without
 * words is not kept by a save, so it counts as not stored.
 */
export function serverCopyOf(transcript: Transcript): ServerCopy {
  const paragraphs = new Map<string, ServerParagraph>();
  for (const paragraph of transcript.paragraphs) {
    if (paragraph.id !== undefined && paragraphHasWords(paragraph)) paragraphs.set(paragraph.id, { rev: paragraph.rev ?? 0, paragraph });
  }
  return { version: transcript.version ?? 0, paragraphs };
}

/** A paragraph as a save sends it: without the id and revision, which the request carries beside it. */
export function paragraphContent(paragraph: Paragraph): Paragraph {
  const { id: _id, rev: _rev, ...content } = paragraph;
  return content;
}

function sameChild(a: ParagraphChild, b: ParagraphChild): boolean {
  if (a.text !== b.text || a.words.length !== b.words.length) return false;
  return a.words.every((word, i) => {
    const other = b.words[i];
    return other !== undefined && word.text === other.text && word.start === other.start && word.end === other.end;
  });
}

/** Whether two paragraphs say and time the same thing (ids and revisions aside). */
export function sameParagraph(a: Paragraph, b: Paragraph): boolean {
  if (a === b) return true;
  if (a.speaker !== b.speaker || a.start !== b.start || a.end !== b.end) return false;
  if (a.startTimecode !== b.startTimecode || a.type !== b.type) return false;
  if (a.previousTimings?.start !== b.previousTimings?.start || a.previousTimings?.end !== b.previousTimings?.end) return false;
  if (a.children.length !== b.children.length) return false;
  return a.children.every((child, i) => {
    const other = b.children[i];
    return other !== undefined && sameChild(child, other);
  });
}

/**
 * What a save sends: each paragraph that differs from the server copy (compared by object first, so an untouched
 * paragraph costs nothing), each new one after the paragraph it follows, and each one gone. Paragraphs without
 * words are left out, as a whole save leaves them out. Every paragraph must have an id (the editor gives new ones
 * theirs as they are made).
 */
export function diffTranscript(copy: ServerCopy, current: readonly Paragraph[]): TranscriptDiff {
  const patch: TranscriptPatchRequest = { version: copy.version, changed: [], inserted: [], deleted: [] };
  const sent = new Map<string, Paragraph>();
  const seen = new Set<string>();
  let previous: string | null = null;
  for (const paragraph of current) {
    if (!paragraphHasWords(paragraph)) continue;
    const id = paragraph.id;
    if (id === undefined || seen.has(id)) throw new Error('Every paragraph needs its own id before a save');
    seen.add(id);
    const known = copy.paragraphs.get(id);
    if (known === undefined) {
      patch.inserted.push({ id, after: previous, paragraph: paragraphContent(paragraph) });
      sent.set(id, paragraph);
    } else if (known.paragraph === null || !sameParagraph(known.paragraph, paragraph)) {
      patch.changed.push({ id, rev: known.rev, paragraph: paragraphContent(paragraph) });
      sent.set(id, paragraph);
    }
    previous = id;
  }
  for (const [id, known] of copy.paragraphs) {
    if (known.paragraph !== null && !seen.has(id)) patch.deleted.push({ id, rev: known.rev });
  }
  return { patch, sent };
}

/** Whether a save would send nothing. */
export function isEmptyPatch(patch: TranscriptPatchRequest): boolean {
  return patch.changed.length === 0 && patch.inserted.length === 0 && patch.deleted.length === 0;
}

/**
 * The paragraphs of a save that someone else changed since it started: a changed paragraph whose revision moved on
 * (unless both now say the same) or that no longer exists, a deleted one that was changed meanwhile, a new one whose
 * id is taken by something else, and a paragraph a new one follows that the server never had. `lookup` answers the
 * server's side, undefined for an id it never had.
 */
export function findPatchConflicts(patch: TranscriptPatchRequest, lookup: (id: string) => ServerParagraph | undefined): string[] {
  const conflicts = new Set<string>();
  for (const { id, rev, paragraph } of patch.changed) {
    const known = lookup(id);
    if (known === undefined) conflicts.add(id);
    else if (known.rev !== rev && !(known.paragraph !== null && sameParagraph(known.paragraph, paragraph))) conflicts.add(id);
  }
  for (const { id, rev } of patch.deleted) {
    const known = lookup(id);
    if (known !== undefined && known.paragraph !== null && known.rev !== rev) conflicts.add(id);
  }
  const inserted = new Set<string>();
  for (const { id, after, paragraph } of patch.inserted) {
    const known = lookup(id);
    if (known !== undefined && !(known.paragraph !== null && sameParagraph(known.paragraph, paragraph))) conflicts.add(id);
    if (after !== null && !inserted.has(after) && lookup(after) === undefined) conflicts.add(after);
    inserted.add(id);
  }
  return [...conflicts];
}

/** Where a new paragraph goes: after the one it follows, else before the first that starts later. */
function insertionIndex(paragraphs: readonly Paragraph[], item: InsertedParagraph): number {
  if (item.after === null) return 0;
  const anchor = paragraphs.findIndex((paragraph) => paragraph.id === item.after);
  if (anchor >= 0) return anchor + 1;
  const later = paragraphs.findIndex((paragraph) => paragraph.start > item.paragraph.start);
  return later >= 0 ? later : paragraphs.length;
}

/** The outcome of putting a save's changes into a list of paragraphs. */
export interface AppliedPatch {
  paragraphs: Paragraph[];
  /** The ids left as they were because the other side changed them too (see `findPatchConflicts`). */
  conflicts: string[];
}

/**
 * Puts a save's changes into a transcript's paragraphs, skipping the conflicting ones. `objects` gives the
 * paragraph objects to use (the editor's own), else the patch's content is used with its id; with `rev` given each
 * applied paragraph takes that revision (a server writing them), without it keeps none of its own.
 */
export function applyPatch(
  paragraphs: readonly Paragraph[],
  patch: TranscriptPatchRequest,
  options: { objects?: ReadonlyMap<string, Paragraph>; rev?: number } = {},
): AppliedPatch {
  const byId = new Map(paragraphs.filter((p) => p.id !== undefined).map((p) => [p.id as string, p]));
  const conflicts = findPatchConflicts(patch, (id) => {
    const found = byId.get(id);
    return found === undefined ? undefined : { rev: found.rev ?? 0, paragraph: found };
  });
  const skip = new Set(conflicts);
  const make = (id: string, content: Paragraph): Paragraph => {
    const own = options.objects?.get(id) ?? { ...content, id };
    return options.rev === undefined ? own : { ...own, id, rev: options.rev };
  };
  const changed = new Map(patch.changed.filter((c) => !skip.has(c.id)).map((c) => [c.id, make(c.id, c.paragraph)]));
  const deleted = new Set(patch.deleted.filter((d: DeletedParagraph) => !skip.has(d.id)).map((d) => d.id));
  const result = paragraphs
    .filter((p) => p.id === undefined || !deleted.has(p.id))
    .map((p) => (p.id !== undefined && changed.has(p.id) ? (changed.get(p.id) as Paragraph) : p));
  for (const item of patch.inserted) {
    if (skip.has(item.id) || byId.has(item.id)) continue;
    result.splice(insertionIndex(result, item), 0, make(item.id, item.paragraph));
  }
  return { paragraphs: result, conflicts };
}
