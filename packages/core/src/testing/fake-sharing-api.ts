import type { PublicClip } from '../model/api/publishing.api.schema.js';
import type { RecordedStream } from '../model/api/recording.api.schema.js';
import type { PublicStory } from '../model/api/sharing.api.schema.js';
import type { SharingApi } from '../ports/sharing-api.port.js';

/** In-memory SharingApi: one public address per shared story; download builds answer numbered task ids. */
export class FakeSharingApi implements SharingApi {
  readonly shared = new Set<string>();
  readonly published = new Map<string, PublicStory>();
  /** The stories whose local recordings were asked for, in order. */
  readonly downloadRequests: string[] = [];
  /** The stories whose archival package was asked for, in order. */
  readonly archiveRequests: string[] = [];
  /** Each story's local recordings, as `localTracks` answers them. */
  readonly tracks = new Map<string, RecordedStream[]>();
  /** The stories whose local recordings were listed, in order. */
  readonly tracksRequests: string[] = [];
  /** When set, every call fails with this error. */
  failure: Error | null = null;

  async sharePublic(storyId: string): Promise<string> {
    this.fail();
    this.shared.add(storyId);
    return `https://archive.example/public/stories/key-of-${storyId}`;
  }

  async unsharePublic(storyId: string): Promise<void> {
    this.fail();
    this.shared.delete(storyId);
  }

  async publicStory(shareKey: string): Promise<PublicStory | null> {
    this.fail();
    return this.published.get(shareKey) ?? null;
  }

  /** Published clips by id (`storyId/clipId`), and the published clip pages by key. */
  readonly sharedClips = new Set<string>();
  readonly publishedClips = new Map<string, PublicClip>();

  async shareClip(storyId: string, clipId: string): Promise<string> {
    this.fail();
    this.sharedClips.add(`${storyId}/${clipId}`);
    return `https://archive.example/public/clips/key-of-${clipId}`;
  }

  async unshareClip(storyId: string, clipId: string): Promise<void> {
    this.fail();
    this.sharedClips.delete(`${storyId}/${clipId}`);
  }

  async publicClip(shareKey: string): Promise<PublicClip | null> {
    this.fail();
    return this.publishedClips.get(shareKey) ?? null;
  }

  async localTracks(storyId: string): Promise<RecordedStream[]> {
    this.fail();
    this.tracksRequests.push(storyId);
    return this.tracks.get(storyId) ?? [];
  }

  async downloadAllLocalVideos(storyId: string): Promise<string> {
    this.fail();
    this.downloadRequests.push(storyId);
    return `build-${this.downloadRequests.length}`;
  }

  async startArchivePackage(storyId: string): Promise<string> {
    this.fail();
    this.archiveRequests.push(storyId);
    return `archive-${this.archiveRequests.length}`;
  }

  private fail(): void {
    if (this.failure) throw this.failure;
  }
}
