import type { RecognisedWord, Recognition, SpeechToText, TranscribeOptions } from '@storykeep/core';
import { recognitionOf } from './paragraphs.js';

/** One participant's own recording, and where it starts on the call's time line (seconds). */
export interface SpeakerTrack {
  path: string;
  speaker: string;
  offset: number;
}

/**
 * Transcribes each participant's track on its own and merges the words on the shared time line,
 * so every paragraph's speaker is the participant who spoke it.
 */
export async function transcribeTracks(stt: SpeechToText, tracks: SpeakerTrack[], options: TranscribeOptions = {}): Promise<Recognition> {
  const all: RecognisedWord[] = [];
  for (const track of tracks) {
    const { words } = await stt.transcribe(track.path, { ...options, speakerLabel: track.speaker });
    for (const word of words) all.push({ ...word, start: word.start + track.offset, end: word.end + track.offset, speaker: track.speaker });
  }
  // Fillers were already filtered per track by each recogniser.
  return recognitionOf(all, { fillerWords: true });
}
