import { interviewMessages } from '../messages/interview.messages.js';
import type { Story } from '../model/story.schema.js';

/** What a download file name is built from. */
export type DownloadableStory = Pick<Story, 'title' | 'recording_started_at' | 'record_date' | 'created_at' | 'custom_archive_url'>;

/** Overrides for a download file name. */
export interface DownloadFileNameOptions {
  /** File extension, with or without the dot; wins over the one of the custom archive URL. */
  extension?: string;
}

const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;
const EXTENSION = /^[A-Za-z0-9]{1,8}$/;
const DEFAULT_EXTENSION = 'mp4';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A date as `YYYY-MM-DD_HH-mm-ss` in UTC. */
function fileNameDate(iso: string): string {
  const d = new Date(iso);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return `${date}_${pad(d.getUTCHours())}-${pad(d.getUTCMinutes())}-${pad(d.getUTCSeconds())}`;
}

/** The extension of a URL's last path segment, if it has a plausible one. */
function urlExtension(url: string | null | undefined): string | undefined {
  const path = url?.split(/[?#]/, 1)[0] ?? '';
  const segment = path.slice(path.lastIndexOf('/') + 1);
  const dot = segment.lastIndexOf('.');
  const extension = dot > 0 ? segment.slice(dot + 1) : '';
  return EXTENSION.test(extension) ? extension : undefined;
}

function cleanExtension(extension: string | undefined): string | undefined {
  const bare = extension?.replace(/^\./, '');
  return bare !== undefined && EXTENSION.test(bare) ? bare : undefined;
}

/**
 * The file name a story downloads under: `{title}_{YYYY-MM-DD_HH-mm-ss}.{ext}`. Every run of characters other than
 * letters and digits in the title becomes one underscore ('Untitled' when there is no title). The date, in UTC, is
 * when the recording started, else the story's record date, else its creation. The extension comes from
 * `options.extension`, else the custom archive URL, else mp4.
 */
export function storyDownloadFileName(story: DownloadableStory, options: DownloadFileNameOptions = {}): string {
  const title = (story.title || interviewMessages.untitledDownload).normalize('NFC').replace(NOT_LETTER_OR_DIGIT, '_');
  const date = fileNameDate(story.recording_started_at ?? story.record_date ?? story.created_at);
  const extension = cleanExtension(options.extension) ?? urlExtension(story.custom_archive_url) ?? DEFAULT_EXTENSION;
  return `${title}_${date}.${extension.toLowerCase()}`;
}
