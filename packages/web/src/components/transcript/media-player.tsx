import { makeStyles, tokens } from '@fluentui/react-components';
import { componentsLabels } from '@storykeep/core';
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

/** The media a player shows: a signed URL, a poster, and whether it is sound only. */
export interface PlayerMedia {
  url: string | undefined;
  poster: string | undefined;
  audio: boolean;
}

/** The recording from its signed URL: a video, or an audio player for sound-only media. */
export function MediaPlayer({ media, mediaRef }: { media: PlayerMedia; mediaRef: Ref<HTMLMediaElement> }) {
  const styles = useStyles();
  const src = media.url;
  if (media.audio) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the transcript beside the player is the text of the recording
      <audio
        ref={mediaRef as Ref<HTMLAudioElement>}
        className={styles.audio}
        src={src}
        controls
        preload="metadata"
        aria-label={componentsLabels.player}
      />
    );
  }
  const poster = media.poster;
  return (
    // biome-ignore lint/a11y/useMediaCaption: the transcript beside the player is the text of the recording
    <video
      ref={mediaRef as Ref<HTMLVideoElement>}
      className={styles.video}
      src={src}
      poster={poster}
      controls
      preload="metadata"
      aria-label={componentsLabels.player}
    />
  );
}
