/** Standard runs the server's own recogniser; advanced the organization's chosen speech service. */
export type TranscriptionMode = 'standard' | 'advanced';

/** What a transcription request asks for. */
export interface TranscriptionRequest {
  mode: TranscriptionMode;
  /** A BCP 47 tag (`en`, `pt-BR`); the service's default when absent. */
  language?: string | undefined;
  /** Transcribe again a story that already has a transcript. */
  regenerate: boolean;
}

/** Asking the server to transcribe a story; the story's task list then reports the job. */
export const TranscriptionApi = Symbol('TranscriptionApi');
export interface TranscriptionApi {
  /** `POST /stories/{id}/transcribe` (standard) or `/stories/{id}/advanced_transcribe`; whether a job was queued. */
  request(storyId: string, request: TranscriptionRequest): Promise<boolean>;
}
