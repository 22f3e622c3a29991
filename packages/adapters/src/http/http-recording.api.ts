import {
  CheckRecordingResponseSchema,
  type RecordingApi,
  type UpdateRecordingRequest,
  UpdateRecordingResponseSchema,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';

/** RecordingApi over HTTP: `/stories/{id}/check_recording` and `/stories/{id}/update_recording`. */
@injectable()
export class HttpRecordingApi implements RecordingApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  checkRecording(storyId: string) {
    return this.http.request('GET', `/stories/${segment(storyId)}/check_recording`, CheckRecordingResponseSchema);
  }

  updateRecording(storyId: string, videoParticipants: UpdateRecordingRequest['videoParticipants']) {
    return this.http.request('POST', `/stories/${segment(storyId)}/update_recording`, UpdateRecordingResponseSchema, {
      videoParticipants,
    });
  }
}
