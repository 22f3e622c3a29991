import { makeStyles, tokens } from '@fluentui/react-components';
import type { Story } from '@storykeep/core';
import type { Ref } from 'react';

const useStyles = makeStyles({
  video: {
    width: '100%',
    maxHeight: '50vh',
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    borderRadius: tokens.borderRadiusMedium,
  },
  audio: { width: '100%' },
});

/** Whether a story's media is sound only (its uploaded type starts with audio, or processing found no picture). */
export function isAudioStory(story: Story): boolean {
  return story.mediaType === 'audio' || Boolean(story.custom_archive_media_type?.startsWith('audio'));
}

/** The story's media from its signed URL: a video, or an audio player for sound-only stories. */
export function MediaPlayer({ story, mediaRef }: { story: Story; mediaRef: Ref<HTMLMediaElement> }) {
  const styles = useStyles();
  const src = story.archiveURL ?? undefined;
  if (isAudioStory(story)) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the transcript beside the player is the text of the recording
      <audio ref={mediaRef as Ref<HTMLAudioElement>} className={styles.audio} src={src} controls preload="metadata" aria-label="Player" />
    );
  }
  const poster = story.thumbnailURL ?? undefined;
  return (
    // biome-ignore lint/a11y/useMediaCaption: the transcript beside the player is the text of the recording
    <video
      ref={mediaRef as Ref<HTMLVideoElement>}
      className={styles.video}
      src={src}
      poster={poster}
      controls
      preload="metadata"
      aria-label="Player"
    />
  );
}
