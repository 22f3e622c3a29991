import {
  languageNotTranscribed,
  languageTagOf,
  SPEECH_SERVICE_LABELS,
  type SpeechServiceInfo,
  type SpeechServiceName,
  type SpeechServicesResponse,
  type SpeechToText,
  type TranscribeMode,
  transcriptionAdvancedUnavailable,
  transcriptionOutlook,
  transcriptionServiceUnavailable,
} from '@storykeep/core';

/** The services an organization can name (its `default` leaves the choice to the server). */
export type NamedSpeechService = 'pocketsphinx' | 'deepgram' | 'whisper';

/** The speech-to-text a server runs: its default service and the ones an organization may name. */
export interface SpeechServiceDeps {
  /** Undefined when no speech-to-text is available: transcription then ends as no_op. */
  stt: SpeechToText | undefined;
  /**
   * The speech services this server can run, by the name an organization picks in its `transcription_service`
   * setting; an organization that picked one of these is transcribed by it, one with `default` by `stt`.
   */
  speechServices?: Partial<Record<NamedSpeechService, SpeechToText>>;
}

const SERVICE_NAMES: readonly SpeechServiceName[] = ['pocketsphinx', 'deepgram', 'whisper'];

/** The organization-facing name of each adapter (its `name`). */
const SERVICE_OF_ADAPTER: Readonly<Record<string, SpeechServiceName>> = {
  pocketsphinx: 'pocketsphinx',
  deepgram: 'deepgram',
  'openai-compatible': 'whisper',
};

/**
 * The languages each service has models for here: pocketsphinx is installed with its US English model only; the
 * hosted services take any language they are given (null).
 */
const SERVICE_LANGUAGES: Readonly<Record<SpeechServiceName, string[] | null>> = { pocketsphinx: ['en'], deepgram: null, whisper: null };

/**
 * Which services have an advanced mode that differs from their standard one. pocketsphinx searches far wider in it
 * (wider beams, ten times the active models a frame, and the second and third passes standard skips; see
 * `pocketsphinxSearchArgs`). Deepgram and an OpenAI-compatible server are sent the same request either way, so they
 * do not offer it.
 */
const SERVICE_ADVANCED: Readonly<Record<SpeechServiceName, boolean>> = { pocketsphinx: true, deepgram: false, whisper: false };

/** Every service this server can run: the named ones it was configured with and its own default. */
function runnable(deps: SpeechServiceDeps): Partial<Record<SpeechServiceName, SpeechToText>> {
  const own = deps.stt ? SERVICE_OF_ADAPTER[deps.stt.name] : undefined;
  return { ...(own && deps.stt ? { [own]: deps.stt } : {}), ...deps.speechServices };
}

function infoOf(name: SpeechServiceName, here: Partial<Record<SpeechServiceName, SpeechToText>>): SpeechServiceInfo {
  const available = here[name] !== undefined;
  return {
    service: name,
    available,
    reason: available ? null : name === 'pocketsphinx' ? 'not_installed' : 'not_configured',
    advanced: SERVICE_ADVANCED[name],
    languages: SERVICE_LANGUAGES[name],
  };
}

/** `GET /speech_services`: every service, whether this server can run it and why not, and what `default` means. */
export function speechServicesOf(deps: SpeechServiceDeps): SpeechServicesResponse {
  const here = runnable(deps);
  return {
    default: deps.stt ? (SERVICE_OF_ADAPTER[deps.stt.name] ?? null) : null,
    services: SERVICE_NAMES.map((name) => infoOf(name, here)),
  };
}

/** Reads an organization's `transcription_service` setting: one of the named services, or `default`. */
export function speechSettingOf(value: unknown): 'default' | SpeechServiceName {
  return SERVICE_NAMES.includes(value as SpeechServiceName) ? (value as SpeechServiceName) : 'default';
}

/** What transcribing with an organization's setting means here. */
export interface ChosenSpeechService {
  /** The adapter to run; undefined when there is none (see `refusal`). */
  stt: SpeechToText | undefined;
  /** The service as people see it; null when the server's own is not one of the named ones (or there is none). */
  info: SpeechServiceInfo | null;
}

/**
 * The speech service a story is transcribed with: the organization's named service, or the server's own for
 * `default`. A named service this server cannot run is not replaced by another: `stt` is then undefined and
 * `info.available` false, so the job and the route refuse instead of silently using something else.
 */
export function chooseSpeechService(deps: SpeechServiceDeps, setting: unknown): ChosenSpeechService {
  const here = runnable(deps);
  const named = speechSettingOf(setting);
  if (named !== 'default') return { stt: here[named], info: infoOf(named, here) };
  const own = deps.stt ? SERVICE_OF_ADAPTER[deps.stt.name] : undefined;
  return { stt: deps.stt, info: own ? infoOf(own, here) : null };
}

/**
 * Why a story cannot be transcribed with `chosen` in `language` (the catalogue's sentence), or null when it can. The
 * web says the same beforehand (core's transcriptionOutlook).
 */
export function transcriptionRefusal(chosen: ChosenSpeechService, language: string | null | undefined): string | null {
  const outlook = transcriptionOutlook(chosen.info, language);
  if (outlook.kind === 'service_unavailable' && chosen.info)
    return transcriptionServiceUnavailable(SPEECH_SERVICE_LABELS[chosen.info.service]);
  if (outlook.kind === 'language_not_supported' && chosen.info) {
    return outlook.message ?? languageNotTranscribed(SPEECH_SERVICE_LABELS[chosen.info.service], language ?? '');
  }
  return null;
}

/**
 * Why a transcription in `mode` cannot run with `chosen` (the catalogue's sentence), or null when it can: advanced is
 * refused for a service whose advanced mode would be its standard one, rather than run as standard under its name.
 */
export function advancedRefusal(chosen: ChosenSpeechService, mode: TranscribeMode | undefined): string | null {
  if (mode !== 'advanced' || !chosen.info || chosen.info.advanced) return null;
  return transcriptionAdvancedUnavailable(SPEECH_SERVICE_LABELS[chosen.info.service]);
}

/** The BCP 47 tag to send a service for what the story's Language field (or the request) says; undefined: its default. */
export function languageToSend(language: string | null | undefined): string | undefined {
  return languageTagOf(language) ?? undefined;
}
