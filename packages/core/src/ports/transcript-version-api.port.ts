import type { Paragraph, Transcript, TranscriptVersion } from '../model/transcript.schema.js';

/** A story's kept transcript versions: listing, reading one, and keeping the current transcript as one. */
export const TranscriptVersionApi = Symbol('TranscriptVersionApi');
export interface TranscriptVersionApi {
  /** `GET /transcripts/{id}/versions`: newest first. */
  list(storyId: string): Promise<TranscriptVersion[]>;
  /** `GET /transcripts/{id}/version/file/{fileName}`: the version's transcript, normalised. */
  read(storyId: string, fileName: string): Promise<Transcript>;
  /** `POST /transcripts/{id}/saveversion`: the version made; null when the story has no transcript to keep. */
  keepCurrent(storyId: string): Promise<TranscriptVersion | null>;
  /** `POST /transcripts/{id}/versions`: keeps these paragraphs as a version; the transcript itself is not changed. */
  keepCopy(storyId: string, paragraphs: Paragraph[]): Promise<TranscriptVersion>;
}
