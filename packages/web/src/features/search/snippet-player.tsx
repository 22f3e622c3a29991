import { makeStyles } from '@fluentui/react-components';
import type { EnrichedSearchItem, SemanticSearchChunk } from '@storykeep/core';
import { searchLabels } from '@storykeep/core';
import { useCallback, useRef } from 'react';

/** A chapter hit has no end of its own: play this long from its start. */
export const CHAPTER_SNIPPET_SECONDS = 15;

const useStyles = makeStyles({ player: { width: '100%' } });

/** One player for the whole result list: plays a moment from its start and stops at its end. */
export function useSnippetPlayer() {
  const styles = useStyles();
  const media = useRef<HTMLAudioElement | null>(null);
  const stopAt = useRef<number>(Number.POSITIVE_INFINITY);
  const play = useCallback((item: EnrichedSearchItem, chunk: SemanticSearchChunk) => {
    const player = media.current;
    if (!player || !item.mediaURL) return;
    stopAt.current = chunk.end_time > chunk.start_time ? chunk.end_time : chunk.start_time + CHAPTER_SNIPPET_SECONDS;
    const start = () => {
      player.currentTime = chunk.start_time;
      void player.play().catch(() => undefined);
    };
    if (player.getAttribute('src') !== item.mediaURL) {
      player.src = item.mediaURL;
      player.addEventListener('loadedmetadata', start, { once: true });
      player.load();
    } else start();
  }, []);
  const element = (
    // biome-ignore lint/a11y/useMediaCaption: each snippet's words are printed beside its play button
    <audio
      ref={media}
      className={styles.player}
      controls
      preload="none"
      aria-label={searchLabels.snippetPlayer}
      onTimeUpdate={(event) => {
        if (event.currentTarget.currentTime >= stopAt.current) event.currentTarget.pause();
      }}
    />
  );
  return { play, element };
}
