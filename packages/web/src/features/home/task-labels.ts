/** What the home page calls each task type of the task service. */
const TASK_LABELS: Record<string, string> = {
  transcode: 'Processing media',
  TranscodeLocalVideo: 'Processing the recording',
  transcribe: 'Transcribing',
  BuildDownload: 'Preparing a download',
  RenderClip: 'Rendering a clip',
  ClipAudio: 'Rendering clip audio',
  AutoChapters: 'Making chapters',
  ExtractEntities: 'Finding people, places and dates',
};

/** A person's name for a task type; unknown types show as they are. */
export function taskLabel(type: string): string {
  return TASK_LABELS[type] ?? type;
}
