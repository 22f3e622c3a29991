import {
  type SpeechServicesApi,
  type SpeechServicesResponse,
  SpeechServicesResponseSchema,
  type StorySpeechServiceResponse,
  StorySpeechServiceResponseSchema,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';

/** SpeechServicesApi over HTTP. */
@injectable()
export class HttpSpeechServicesApi implements SpeechServicesApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(): Promise<SpeechServicesResponse> {
    return this.http.request('GET', '/speech_services', SpeechServicesResponseSchema);
  }

  forStory(storyId: string): Promise<StorySpeechServiceResponse> {
    return this.http.request('GET', `/stories/${segment(storyId)}/speech_service`, StorySpeechServiceResponseSchema);
  }
}
