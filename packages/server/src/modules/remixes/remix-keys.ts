/** Job type of a remix's rendering. */
export const REMIX_RENDER_JOB = 'remix.render';
/** How long a remix's signed media URL stays valid once read. */
export const REMIX_URL_SECONDS = 24 * 60 * 60;
/** The object key of a remix's rendered file. */
export const remixKey = (remixId: string, mediaType: 'audio' | 'video') =>
  `remixes/${remixId}/remix.${mediaType === 'video' ? 'mp4' : 'm4a'}`;
/** The clip order a rendered file stands for. */
export const orderKey = (clipIds: readonly string[]) => clipIds.join(',');
