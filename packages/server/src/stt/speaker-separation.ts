import type { RecognisedWord, Recognition, SpeechToText, TranscribeOptions } from '@storykeep/core';
import { diarize, type SpeakerTurn } from './diarization/diarize.js';
import { recognitionOf } from './paragraphs.js';

/** The label of a separated speaker until someone names them: "Speaker 1", "Speaker 2"… in order of first appearance. */
export const separatedSpeakerLabel = (speaker: number) => `Speaker ${speaker + 1}`;

const overlapOf = (word: RecognisedWord, turn: SpeakerTurn) => Math.min(word.end, turn.end) - Math.max(word.start, turn.start);
const distanceOf = (word: RecognisedWord, turn: SpeakerTurn) => Math.max(0, turn.start - word.end, word.start - turn.end);

/** Each word's speaker: the turn it overlaps most, else the nearest turn; words stay as they are when no turn was found. */
export function wordsWithSpeakers(words: readonly RecognisedWord[], turns: readonly SpeakerTurn[]): RecognisedWord[] {
  if (turns.length === 0) return [...words];
  let from = 0;
  return words.map((word) => {
    // Words and turns are both in time order: start the search at the first turn that can still matter.
    while (from < turns.length - 1 && (turns[from]?.end ?? 0) < word.start - 30) from++;
    let best: SpeakerTurn | undefined;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let i = from; i < turns.length; i++) {
      const turn = turns[i] as SpeakerTurn;
      if (turn.start > word.end + 30) break;
      const overlap = overlapOf(word, turn);
      const score = overlap > 0 ? overlap : -distanceOf(word, turn);
      if (score > bestScore) {
        bestScore = score;
        best = turn;
      }
    }
    return best ? { ...word, speaker: separatedSpeakerLabel(best.speaker) } : { ...word };
  });
}

/** Lets other work run between chunks of the separation, and stops it when the job is stopped. */
const yieldUnless = (signal: AbortSignal | undefined) => async () => {
  await new Promise<void>((resolve) => setImmediate(resolve));
  signal?.throwIfAborted();
};

/**
 * Transcribes one recording of possibly several people. A service that separates speakers itself (Deepgram), or a
 * recording already known to be one person's (`speakerLabel`), is transcribed as it is; otherwise Storykeep's own
 * speaker separation runs beside the recogniser (on the other core) and gives every word its speaker, so paragraphs
 * break where the voice changes.
 */
export async function transcribeWithSpeakers(stt: SpeechToText, wav: string, options: TranscribeOptions = {}): Promise<Recognition> {
  if (stt.separatesSpeakers || options.speakerLabel) return stt.transcribe(wav, options);
  const signal = options.signal as AbortSignal | undefined;
  const separation = diarize(wav, { yieldNow: yieldUnless(signal) }).catch((error: unknown) => {
    // A recording the separation cannot read costs the speakers, not the transcript: the words stand with one speaker.
    if (signal?.aborted) throw error;
    return [];
  });
  const [recognition, turns] = await Promise.all([stt.transcribe(wav, options), separation]);
  // Fillers were already kept or dropped by the recogniser.
  return recognitionOf(wordsWithSpeakers(recognition.words, turns), { fillerWords: true });
}
