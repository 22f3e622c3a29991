import type { SpeechToText } from '@storykeep/core';
import { DeepgramSpeechToText } from './deepgram.js';
import { OpenAiCompatibleSpeechToText } from './openai-compatible.js';
import { PocketsphinxSpeechToText } from './pocketsphinx.js';

/** The environment variables that choose a speech-to-text service (see .env.example), as `Config.speech` carries them. */
export interface SpeechEnv {
  DEEPGRAM_API_KEY?: string | undefined;
  DEEPGRAM_API_URL?: string | undefined;
  DEEPGRAM_MODEL?: string | undefined;
  WHISPER_API_URL?: string | undefined;
  WHISPER_API_KEY?: string | undefined;
  WHISPER_MODEL?: string | undefined;
}

/** Deepgram over its API with the configured key, address and model. */
function deepgramFrom(env: SpeechEnv & { DEEPGRAM_API_KEY: string }): DeepgramSpeechToText {
  return new DeepgramSpeechToText({
    apiKey: env.DEEPGRAM_API_KEY,
    ...(env.DEEPGRAM_API_URL ? { baseUrl: env.DEEPGRAM_API_URL } : {}),
    ...(env.DEEPGRAM_MODEL ? { model: env.DEEPGRAM_MODEL } : {}),
  });
}

/** An OpenAI-compatible transcription server at the configured address. */
function whisperFrom(env: SpeechEnv & { WHISPER_API_URL: string }): OpenAiCompatibleSpeechToText {
  return new OpenAiCompatibleSpeechToText({
    url: env.WHISPER_API_URL,
    ...(env.WHISPER_API_KEY ? { apiKey: env.WHISPER_API_KEY } : {}),
    ...(env.WHISPER_MODEL ? { model: env.WHISPER_MODEL } : {}),
  });
}

/**
 * Every service this server can run, by the name an organization picks: pocketsphinx when installed, Deepgram when
 * its key is set, the OpenAI-compatible server (`whisper`) when its address is set.
 */
export function speechServicesFrom(
  env: SpeechEnv,
  pocketsphinx: PocketsphinxSpeechToText = new PocketsphinxSpeechToText(),
): Partial<Record<'pocketsphinx' | 'deepgram' | 'whisper', SpeechToText>> {
  return {
    ...(pocketsphinx.available() ? { pocketsphinx } : {}),
    ...(env.DEEPGRAM_API_KEY ? { deepgram: deepgramFrom({ ...env, DEEPGRAM_API_KEY: env.DEEPGRAM_API_KEY }) } : {}),
    ...(env.WHISPER_API_URL ? { whisper: whisperFrom({ ...env, WHISPER_API_URL: env.WHISPER_API_URL }) } : {}),
  };
}

/** Deepgram when DEEPGRAM_API_KEY is set, else an OpenAI-compatible server at WHISPER_API_URL, else offline pocketsphinx. */
export function speechToTextFrom(env: SpeechEnv): SpeechToText {
  if (env.DEEPGRAM_API_KEY) return deepgramFrom({ ...env, DEEPGRAM_API_KEY: env.DEEPGRAM_API_KEY });
  if (env.WHISPER_API_URL) return whisperFrom({ ...env, WHISPER_API_URL: env.WHISPER_API_URL });
  return new PocketsphinxSpeechToText();
}
