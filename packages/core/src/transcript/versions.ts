import type { Paragraph, Transcript, TranscriptVersion } from '../model/transcript.schema.js';
import { paragraphWords } from './tokens.js';

/** The file name of a transcript version: the last segment of its path (for `/version/file/{fileName}`). */
export function versionFileName(version: TranscriptVersion): string {
  const segments = version.path.split(/[\\/]/).filter((segment) => segment.length > 0);
  return segments[segments.length - 1] ?? version.path;
}

/** Versions newest first, by `created_at`; versions without a date keep their order, after the dated ones. */
export function newestVersionsFirst(versions: readonly TranscriptVersion[]): TranscriptVersion[] {
  const stamp = (version: TranscriptVersion) => (version.created_at === undefined ? Number.NaN : Date.parse(version.created_at));
  return versions
    .map((version, position) => ({ version, position, time: stamp(version) }))
    .sort((a, b) => {
      const aDated = !Number.isNaN(a.time);
      const bDated = !Number.isNaN(b.time);
      if (aDated && bDated && a.time !== b.time) return b.time - a.time;
      if (aDated !== bDated) return aDated ? -1 : 1;
      return a.position - b.position;
    })
    .map(({ version }) => version);
}

/** The paragraphs a save sends: those with at least one word (a paragraph without words has nothing to time). */
export function paragraphsToSave(transcript: Transcript): Paragraph[] {
  return transcript.paragraphs.filter((paragraph) => paragraphWords(paragraph).length > 0);
}
