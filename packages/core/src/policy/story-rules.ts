import type { Story } from '../model/story.schema.js';

/** Whether a story's media is sound only: its uploaded type starts with audio, or processing found no picture. */
export function isAudioStory(story: Pick<Story, 'custom_archive_media_type' | 'mediaType'>): boolean {
  return story.mediaType === 'audio' || Boolean(story.custom_archive_media_type?.startsWith('audio'));
}

/** Whether a story's transcript is ready to read and edit: its status is completed, or it came whole with paragraphs. */
export function isTranscriptReady(story: Pick<Story, 'transcript'>): boolean {
  const status = story.transcript;
  if (typeof status === 'object' && status !== null) return status.paragraphs.length > 0;
  return status === 'completed';
}
