import { z } from 'zod';
import type { AuthoringDraftEntry } from '../model/authoring.schema.js';
import { type Index, IndexSchema } from '../model/chapter.schema.js';
import { ParagraphSchema, type Transcript } from '../model/transcript.schema.js';
import type { AuthoringDrafts, AuthoringLoadResult } from './authoring.types.js';

/** What loading gives the editor once local drafts are taken into account. */
export interface RestoredAuthoring {
  transcript: Transcript | null;
  indexes: Index[];
  /** The transcript came from a draft, so it differs from the server's copy. */
  transcriptRestored: boolean;
  indexesRestored: boolean;
}

const DraftParagraphsSchema = z.array(ParagraphSchema);
const DraftIndexesSchema = z.array(IndexSchema);

function time(stamp: string | undefined): number {
  const parsed = stamp === undefined ? Number.NaN : Date.parse(stamp);
  return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
}

function newer(entry: AuthoringDraftEntry | undefined, serverTime: number): entry is AuthoringDraftEntry {
  return entry !== undefined && time(entry.timestamp) > serverTime;
}

/**
 * Chooses between the server's copies and the device's drafts: a draft wins when it was written after the server's
 * `updated_at` (or the server copy has none) and still reads as valid; restored indexes are marked unsaved.
 */
export function restoreDrafts(loaded: AuthoringLoadResult, drafts: AuthoringDrafts): RestoredAuthoring {
  let transcript = loaded.transcript;
  let transcriptRestored = false;
  if (newer(drafts.transcripts, time(loaded.transcript?.updated_at))) {
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
  return { transcript, indexes, transcriptRestored, indexesRestored };
}
