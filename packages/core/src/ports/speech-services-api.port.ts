import type { SpeechServicesResponse, StorySpeechServiceResponse } from '../model/api/speech-services.api.schema.js';

/** Which transcription services this server can run, asked before a person picks one or asks for a transcript. */
export const SpeechServicesApi = Symbol('SpeechServicesApi');
export interface SpeechServicesApi {
  /** `GET /speech_services`. */
  list(): Promise<SpeechServicesResponse>;
  /** `GET /stories/{id}/speech_service`: the service that would transcribe the story, and its language. */
  forStory(storyId: string): Promise<StorySpeechServiceResponse>;
}
