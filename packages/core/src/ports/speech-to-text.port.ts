import type { AbortSignalLike } from './media-processor.port.js';

/** One recognised word, times in seconds from the start of the audio. */
export interface RecognisedWord {
  text: string;
  start: number;
  end: number;
  confidence?: number;
  speaker?: string;
}

/** Words that belong together: split at a change of speaker or a long pause. */
export interface RecognisedParagraph {
  speaker: string;
  start: number;
  end: number;
  words: RecognisedWord[];
}

export interface Recognition {
  words: RecognisedWord[];
  paragraphs: RecognisedParagraph[];
}

export interface TranscribeOptions {
  /** BCP 47 code, e.g. "en" or "en-US". */
  language?: string;
  /** The organization's vocabulary, as hints for the recogniser. */
  vocabulary?: string[];
  /** Keep "uh", "um" and the like. */
  fillerWords?: boolean;
  /** Speaker name to give every paragraph when the service does not tell speakers apart. */
  speakerLabel?: string;
  /** Advanced asks for the engine's better, slower setting, where it has one (see the speech service catalogue). */
  mode?: 'standard' | 'advanced';
  signal?: AbortSignalLike;
}

/** Turns recorded speech into timed words: pocketsphinx by default, Deepgram or an OpenAI-compatible server by configuration. */
export const SpeechToText = Symbol('SpeechToText');
export interface SpeechToText {
  readonly name: string;
  /** True when the service tells speakers apart itself (Deepgram); the others get Storykeep's own speaker separation. */
  readonly separatesSpeakers?: boolean;
  transcribe(audioPath: string, options?: TranscribeOptions): Promise<Recognition>;
}
