import type { TaskQueuedResponse } from '../model/api/transcript.api.schema.js';

/**
 * `POST /stories/{id}/conclude` (spec part 1 §7): what the conclude page saves about a recorded or uploaded story.
 * The spec's fields, plus the title and description the page also edits.
 */
export interface ConcludeRequest {
  story_id: string;
  title: string;
  description: string;
  notes: string;
  /** Organization groups to share with. */
  groups: string[];
  projects: string[];
  project: string | null;
  folders: string[];
  /** Addresses told once the story is saved. */
  emails: string[];
  notify_group: boolean;
  termsAccepted: boolean;
  is_upload: boolean;
  mediaKey: string | null;
  mediaType: string | null;
  export_to_permanent_org: boolean;
  file_name: string | null;
}

/** Concluding a story, then starting its processing: transcode with the automaticTranscode flag on, else transcription. */
export const ConcludeApi = Symbol('ConcludeApi');
export interface ConcludeApi {
  conclude(storyId: string, request: ConcludeRequest): Promise<void>;
  /** `POST /stories/{id}/transcode`. */
  transcode(storyId: string): Promise<TaskQueuedResponse>;
  /** `POST /stories/{id}/deepgram_transcribe`. */
  deepgramTranscribe(storyId: string): Promise<TaskQueuedResponse>;
}
