import type {
  CheckRecordingResponse,
  RecordingLayout,
  UpdateRecordingRequest,
  VideoParticipant,
} from '../model/api/recording.api.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { RecordingApi } from '../ports/recording-api.port.js';

/** Stories' recordings in memory: a test sets what `check_recording` answers; choices are kept and listed. */
export class FakeRecordingApi implements RecordingApi {
  readonly recordings = new Map<string, CheckRecordingResponse['local_recording']>();
  readonly updates: Array<{ storyId: string; videoParticipants: VideoParticipant[] }> = [];
  /** Makes the next update fail with this status. */
  failNextUpdate: number | undefined;

  async checkRecording(storyId: string): Promise<CheckRecordingResponse> {
    const recording = this.recordings.get(storyId) ?? {
      streams: [],
      participants: [],
      videoParticipants: [],
      updatedAt: null,
      layoutChanges: [],
      mayChooseVideo: false,
    };
    return { local_recording: recording, serverTime: new Date(0).toISOString() };
  }

  async updateRecording(storyId: string, videoParticipants: UpdateRecordingRequest['videoParticipants']): Promise<RecordingLayout> {
    if (this.failNextUpdate) {
      const status = this.failNextUpdate;
      this.failNextUpdate = undefined;
      throw apiFailure(status, 'SERVER_ERROR', 'The choice could not be saved');
    }
    const list = videoParticipants.map((v) => ({ id: v.id, ...(v.name ? { name: v.name } : {}) }));
    this.updates.push({ storyId, videoParticipants: list });
    const layout = { videoParticipants: list, updatedAt: new Date(1000 * this.updates.length).toISOString() };
    const current = (await this.checkRecording(storyId)).local_recording;
    this.recordings.set(storyId, { ...current, ...layout });
    return layout;
  }
}
