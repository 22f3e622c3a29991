import type { CheckRecordingResponse, RecordingLayout, UpdateRecordingRequest } from '../model/api/recording.api.schema.js';

/** What the server holds of a story's recording in a call: who recorded on their device, and whose video is mixed. */
export const RecordingApi = Symbol('RecordingApi');
export interface RecordingApi {
  /** `GET /stories/{id}/check_recording`. */
  checkRecording(storyId: string): Promise<CheckRecordingResponse>;
  /** `POST /stories/{id}/update_recording`: whose video enters the mix, in layout order. */
  updateRecording(storyId: string, videoParticipants: UpdateRecordingRequest['videoParticipants']): Promise<RecordingLayout>;
}
