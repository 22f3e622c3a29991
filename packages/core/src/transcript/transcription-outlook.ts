import {
  languageNotTranscribed,
  languageTranscribed,
  settingsMessages,
  transcriptionServiceUnavailable,
} from '../messages/settings.messages.js';
import type { SpeechServiceInfo, SpeechServiceName } from '../model/api/speech-services.api.schema.js';
import { languageNameOf, languageTagOf, primaryLanguage } from '../util/languages.js';

/** How each speech service is named to people. */
export const SPEECH_SERVICE_LABELS: Readonly<Record<SpeechServiceName, string>> = {
  pocketsphinx: 'PocketSphinx',
  deepgram: 'Deepgram',
  whisper: 'Whisper',
};

/** What will happen to an interview's transcription, said before it is asked for. */
export interface TranscriptionOutlook {
  /** `ok`: it will be transcribed (in `tag` when known); the others: it will not, and `message` says why. */
  kind: 'ok' | 'no_service' | 'service_unavailable' | 'language_not_supported';
  /** The BCP 47 tag sent to the service; null when the language is empty or unknown (the service's default). */
  tag: string | null;
  /** The sentence to show beside the language; null when there is nothing to say. */
  message: string | null;
}

/**
 * Whether `service` (the one that would transcribe the interview; null when the server has none) can transcribe an
 * interview whose Language field says `language`. The server refuses the same cases (transcribe job and route), so
 * what a person is told here is what happens.
 */
export function transcriptionOutlook(service: SpeechServiceInfo | null, language: string | null | undefined): TranscriptionOutlook {
  const tag = languageTagOf(language);
  const unknown = Boolean(language?.trim()) && tag === null;
  if (!service) return { kind: 'no_service', tag, message: null };
  const label = SPEECH_SERVICE_LABELS[service.service];
  if (!service.available) return { kind: 'service_unavailable', tag, message: transcriptionServiceUnavailable(label) };
  if (tag && service.languages && !service.languages.includes(primaryLanguage(tag))) {
    return { kind: 'language_not_supported', tag, message: languageNotTranscribed(label, languageNameOf(tag)) };
  }
  if (unknown) return { kind: 'ok', tag, message: settingsMessages.languageUnrecognised };
  return { kind: 'ok', tag, message: tag ? languageTranscribed(label, languageNameOf(tag)) : null };
}
