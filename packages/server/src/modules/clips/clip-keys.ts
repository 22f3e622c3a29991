/** Seconds of context before and after a clip in its extended rendition. */
export const EXTENDED_CLIP_PADDING_SECONDS = 5;

/** How long a clip's signed media URLs stay valid once read. */
export const CLIP_URL_SECONDS = 24 * 60 * 60;

/** Job types of clip renditions. */
export const CLIP_JOB_TYPES = { render: 'clip.render', audio: 'clip.audio' } as const;

/** The range a clip's renditions were cut for, to tell a stale rendition from a current one. */
export const rangeKey = (start: number, end: number) => `${start}-${end}`;

/** Object keys of a clip's renditions. */
export const clipKeys = {
  media: (storyId: string, clipId: string, audioOnly: boolean) => `stories/${storyId}/clips/${clipId}/clip.${audioOnly ? 'm4a' : 'mp4'}`,
  extended: (storyId: string, clipId: string, audioOnly: boolean) =>
    `stories/${storyId}/clips/${clipId}/extended.${audioOnly ? 'm4a' : 'mp4'}`,
  audio: (storyId: string, clipId: string) => `stories/${storyId}/clips/${clipId}/audio.m4a`,
  thumbnail: (storyId: string, clipId: string) => `stories/${storyId}/clips/${clipId}/thumbnail.jpg`,
  folder: (storyId: string, clipId: string) => `stories/${storyId}/clips/${clipId}/`,
};
