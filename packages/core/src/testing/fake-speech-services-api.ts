import type { SpeechServiceInfo, SpeechServicesResponse, StorySpeechServiceResponse } from '../model/api/speech-services.api.schema.js';
import type { SpeechServicesApi } from '../ports/speech-services-api.port.js';

const info = (service: SpeechServiceInfo['service'], available: boolean, languages: string[] | null): SpeechServiceInfo => ({
  service,
  available,
  reason: available ? null : service === 'pocketsphinx' ? 'not_installed' : 'not_configured',
  // As the server says: only pocketsphinx has an advanced mode that differs from its standard one.
  advanced: service === 'pocketsphinx',
  languages,
});

/** A server with the English-only pocketsphinx and Deepgram, without the OpenAI-compatible service; change at will. */
export class FakeSpeechServicesApi implements SpeechServicesApi {
  answer: SpeechServicesResponse = {
    default: 'pocketsphinx',
    services: [info('pocketsphinx', true, ['en']), info('deepgram', true, null), info('whisper', false, null)],
  };
  /** Each story's organization setting; `default` when not given. */
  readonly settings = new Map<string, StorySpeechServiceResponse['setting']>();
  /** Each story's language as stored. */
  readonly languages = new Map<string, string>();

  async list(): Promise<SpeechServicesResponse> {
    return JSON.parse(JSON.stringify(this.answer)) as SpeechServicesResponse;
  }

  async forStory(storyId: string): Promise<StorySpeechServiceResponse> {
    const setting = this.settings.get(storyId) ?? 'default';
    const name = setting === 'default' ? this.answer.default : setting;
    const service = this.answer.services.find((s) => s.service === name) ?? null;
    return { setting, service, language: this.languages.get(storyId) ?? '' };
  }
}
