import type { Transcript } from '../model/transcript.schema.js';
import type { TranscriptApi } from '../ports/transcript-api.port.js';
import type { TranscriptVersionApi } from '../ports/transcript-version-api.port.js';
import type { TranscriptionApi, TranscriptionRequest } from '../ports/transcription-api.port.js';
import { paragraphsToSave } from '../transcript/versions.js';

/** The calls a change of the whole transcript needs. */
export interface TranscriptRevisionPorts {
  transcripts: Pick<TranscriptApi, 'save'>;
  versions: Pick<TranscriptVersionApi, 'read' | 'keepCurrent'>;
}

/**
 * Makes a transcript the story's current one without losing the one it replaces: the current transcript is kept as
 * a version first (nothing to keep is fine), then the new paragraphs are saved. A failed keep stops the save.
 */
export async function replaceTranscriptKeepingCurrent(
  ports: TranscriptRevisionPorts,
  storyId: string,
  next: Transcript,
): Promise<Transcript> {
  await ports.versions.keepCurrent(storyId);
  return ports.transcripts.save(storyId, paragraphsToSave(next));
}

/** Brings back a kept version as the current transcript, the current one kept as a version first. */
export async function restoreTranscriptVersion(ports: TranscriptRevisionPorts, storyId: string, fileName: string): Promise<Transcript> {
  const version = await ports.versions.read(storyId, fileName);
  return replaceTranscriptKeepingCurrent(ports, storyId, version);
}

/** Asks for a transcription; before a regenerate the current transcript is kept as a version. */
export async function requestTranscription(
  ports: { versions: Pick<TranscriptVersionApi, 'keepCurrent'>; transcription: TranscriptionApi },
  storyId: string,
  request: TranscriptionRequest,
): Promise<boolean> {
  if (request.regenerate) await ports.versions.keepCurrent(storyId);
  return ports.transcription.request(storyId, request);
}
