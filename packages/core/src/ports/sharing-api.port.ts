import type { PublicClip } from '../model/api/publishing.api.schema.js';
import type { RecordedStream } from '../model/api/recording.api.schema.js';
import type { PublicStory } from '../model/api/sharing.api.schema.js';

/** A story's public page (see docs/product/authoring.md): turning it on and off, and what anyone with its address sees. */
export const SharingApi = Symbol('SharingApi');
export interface SharingApi {
  /** Turns the story's public page on; answers its address (the same one while it stays on). */
  sharePublic(storyId: string): Promise<string>;
  /** Withdraws the story's public page; its address then finds nothing. */
  unsharePublic(storyId: string): Promise<void>;
  /** The public page's data, or null when nothing is shared under that key (never shared, or withdrawn). */
  publicStory(shareKey: string): Promise<PublicStory | null>;
  /** Publishes one clip on its own page (its range as it is now, its own rendition); answers the page's address. */
  shareClip(storyId: string, clipId: string): Promise<string>;
  /** Withdraws a clip's page; its address then finds nothing. */
  unshareClip(storyId: string, clipId: string): Promise<void>;
  /** A published clip's page data, or null when nothing is published under that key. */
  publicClip(shareKey: string): Promise<PublicClip | null>;
  /** The story's local recordings, one per participant's stream, with each completed track's format once read. */
  localTracks(storyId: string): Promise<RecordedStream[]>;
  /** Starts packing the story's local recordings into one file; answers the build task's id to follow on the task service. */
  downloadAllLocalVideos(storyId: string): Promise<string>;
  /** Starts building the story's archival package (managers); answers the build task's id to follow on the task service. */
  startArchivePackage(storyId: string): Promise<string>;
}
