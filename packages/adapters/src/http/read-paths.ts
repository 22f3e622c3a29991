import { segment } from './query-string.js';

// The GET paths the app reads as it starts, shared by the HTTP adapters and the start-up's early reads (see
// early-reads.ts), so both ask for exactly the same address and an early answer is found again.

/** `GET /current_user`: the session check. */
export function currentUserPath(visitorId?: string | null): string {
  return `/current_user${visitorId ? `?visitorId=${encodeURIComponent(visitorId)}` : ''}`;
}

/** `GET /stories/{id}`. */
export const storyPath = (storyId: string) => `/stories/${segment(storyId)}`;

/** `GET /transcripts/{storyId}`. */
export const transcriptPath = (storyId: string) => `/transcripts/${segment(storyId)}`;

/** `GET /stories/{id}/index`: the story's indexes. */
export const storyIndexesPath = (storyId: string) => `/stories/${segment(storyId)}/index`;

/** What a page showing one story reads first: the story, its transcript and its indexes. */
export function storyReadPaths(storyId: string): string[] {
  return [storyPath(storyId), transcriptPath(storyId), storyIndexesPath(storyId)];
}
