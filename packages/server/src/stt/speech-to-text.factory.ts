import type { SpeechToText } from '@storykeep/core';
import { DeepgramSpeechToText } from './deepgram.js';
import { OpenAiCompatibleSpeechToText } from './openai-compatible.js';
import { PocketsphinxSpeechToText } from './pocketsphinx.js';

/** The environment variables that choose a speech-to-text service (see .env.example). */
export interface SpeechEnv {
  DEEPGRAM_API_KEY?: string | undefined;
  DEEPGRAM_API_URL?: string | undefined;
  DEEPGRAM_MODEL?: string | undefined;
  WHISPER_API_URL?: string | undefined;
  WHISPER_API_KEY?: string | undefined;
  WHISPER_MODEL?: string | undefined;
}

/** Deepgram when DEEPGRAM_API_KEY is set, else an OpenAI-compatible server at WHISPER_API_URL, else offline pocketsphinx. */
export function speechToTextFrom(env: SpeechEnv = process.env): SpeechToText {
  if (env.DEEPGRAM_API_KEY) {
    return new DeepgramSpeechToText({
      apiKey: env.DEEPGRAM_API_KEY,
      ...(env.DEEPGRAM_API_URL ? { baseUrl: env.DEEPGRAM_API_URL } : {}),
      ...(env.DEEPGRAM_MODEL ? { model: env.DEEPGRAM_MODEL } : {}),
    });
  }
  if (env.WHISPER_API_URL) {
    return new OpenAiCompatibleSpeechToText({
      url: env.WHISPER_API_URL,
      ...(env.WHISPER_API_KEY ? { apiKey: env.WHISPER_API_KEY } : {}),
      ...(env.WHISPER_MODEL ? { model: env.WHISPER_MODEL } : {}),
    });
  }
  return new PocketsphinxSpeechToText();
}
