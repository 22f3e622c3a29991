import { z } from 'zod';
import { TranscriptPatchRequestSchema } from '../model/api/transcript-patch.api.schema.js';
import type { AuthoringDraftEntry } from '../model/authoring.schema.js';
import { type Index, IndexSchema } from '../model/chapter.schema.js';
import { type Paragraph, ParagraphSchema, type Transcript } from '../model/transcript.schema.js';
import { applyPatch, type ServerCopy, type ServerParagraph, serverCopyOf } from '../transcript/transcript-patch.js';
import type { AuthoringDrafts, AuthoringLoadResult } from './authoring.types.js';

/** What loading gives the editor once local drafts are taken into account. */
export interface RestoredAuthoring {
  transcript: Transcript | null;
  indexes: Index[];
  /** The transcript came from a draft, so it differs from the server's copy. */
  transcriptRestored: boolean;
  /** What the server holds as far as the restored transcript is concerned (see `restoreChanges`). */
  serverCopy: ServerCopy | null;
  indexesRestored: boolean;
}

const DraftParagraphsSchema = z.array(ParagraphSchema);
/** The draft of this version of the editor: the changes not yet saved, and the version they were made against. */
const DraftChangesSchema = z.object({ version: z.number().int().nonnegative(), patch: TranscriptPatchRequestSchema });

/**
 * Puts a draft's changes onto the server's transcript as it is now. Changes to paragraphs nobody else touched go in
 * as they are; where someone else changed the paragraph since, the draft's text is shown too, but the server copy
 * keeps the revision the draft started from, so the next save is refused as stale and the person chooses.
 */
function restoreChanges(server: Transcript, draft: z.infer<typeof DraftChangesSchema>): { transcript: Transcript; copy: ServerCopy } {
  const { patch } = draft;
  const applied = applyPatch(server.paragraphs, patch);
  const copy = serverCopyOf(server);
  const known = new Map<string, ServerParagraph>(copy.paragraphs);
  let paragraphs: Paragraph[] = applied.paragraphs;
  for (const id of applied.conflicts) {
    const theirs = paragraphs.find((p) => p.id === id) ?? null;
    const changed = patch.changed.find((item) => item.id === id);
    const deleted = patch.deleted.find((item) => item.id === id);
    if (changed) {
      const mine = { ...changed.paragraph, id };
      const at = paragraphs.findIndex((p) => p.id === id);
      if (at >= 0) paragraphs = paragraphs.map((p, i) => (i === at ? mine : p));
      else paragraphs = [...paragraphs.filter((p) => p.start <= mine.start), mine, ...paragraphs.filter((p) => p.start > mine.start)];
      known.set(id, { rev: changed.rev, paragraph: theirs });
    } else if (deleted && theirs) {
      paragraphs = paragraphs.filter((p) => p.id !== id);
      known.set(id, { rev: deleted.rev, paragraph: theirs });
    }
  }
  return { transcript: { ...server, paragraphs }, copy: { version: copy.version, paragraphs: known } };
}
const DraftIndexesSchema = z.array(IndexSchema);

function time(stamp: string | undefined): number {
  const parsed = stamp === undefined ? Number.NaN : Date.parse(stamp);
  return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
}

function newer(entry: AuthoringDraftEntry | undefined, serverTime: number): entry is AuthoringDraftEntry {
  return entry !== undefined && time(entry.timestamp) > serverTime;
}

/**
 * Chooses between the server's copies and the device's drafts. A transcript draft of changes is put onto the server's
 * transcript (see `restoreChanges`); a draft of whole paragraphs (kept by earlier versions of the editor) and an
 * index draft win when written after the server's `updated_at` (or the server copy has none) and still valid;
 * restored indexes are marked unsaved.
 */
export function restoreDrafts(loaded: AuthoringLoadResult, drafts: AuthoringDrafts): RestoredAuthoring {
  let transcript = loaded.transcript;
  let transcriptRestored = false;
  let serverCopy = loaded.transcript ? serverCopyOf(loaded.transcript) : null;
  const changes = DraftChangesSchema.safeParse(drafts.transcripts?.data);
  if (changes.success && loaded.transcript) {
    // Changes made against a version restore whatever the server did since: they go onto what it holds now.
    const restored = restoreChanges(loaded.transcript, changes.data);
    transcript = restored.transcript;
    serverCopy = restored.copy;
    transcriptRestored = true;
  } else if (newer(drafts.transcripts, time(loaded.transcript?.updated_at))) {
    const paragraphs = DraftParagraphsSchema.safeParse(drafts.transcripts.data);
    if (paragraphs.success) {
      transcript = { ...(loaded.transcript ?? {}), paragraphs: paragraphs.data };
      transcriptRestored = true;
    }
  }
  let indexes = loaded.indexes;
  let indexesRestored = false;
  const indexesTime = Math.max(Number.NEGATIVE_INFINITY, ...loaded.indexes.map((index) => time(index.updated_at ?? index.created_at)));
  if (newer(drafts.indexes, indexesTime)) {
    const parsed = DraftIndexesSchema.safeParse(drafts.indexes.data);
    if (parsed.success) {
      indexes = parsed.data.map((index) => ({ ...index, unsaved: true }));
      indexesRestored = true;
    }
  }
  return { transcript, indexes, transcriptRestored, indexesRestored, serverCopy };
}
