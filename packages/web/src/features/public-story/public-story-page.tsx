import { Body1, makeStyles, Spinner, Title1, tokens } from '@fluentui/react-components';
import type { PublicStory } from '@storykeep/core';
import { messages } from '@storykeep/core';
import { useCallback, useMemo, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { MediaPlayer } from '../../components/transcript/media-player.js';
import { PlaybackHighlighter } from '../../components/transcript/playback-highlighter.js';
import { TranscriptView } from '../../components/transcript/transcript-view.js';
import { buildWordTimeline } from '../../components/transcript/word-timeline.js';
import { usePublicStory } from './use-public-story.js';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    height: '100vh',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXL,
  },
  body: { display: 'grid', gridTemplateColumns: 'minmax(280px, 2fr) 3fr', gap: tokens.spacingHorizontalL, flexGrow: 1, minHeight: 0 },
  transcript: { minHeight: 0 },
});

const NO_HIGHLIGHTS = new Map();

/** The public page's route: `/public/stories/:shareKey`. */
export function PublicStoryRoute() {
  const { shareKey = '' } = useParams();
  return <PublicStoryPage key={shareKey} shareKey={shareKey} />;
}

/** A shared story for anyone holding its address: title, description, the player and the read-only transcript. */
export function PublicStoryPage({ shareKey }: { shareKey: string }) {
  const styles = useStyles();
  const loaded = usePublicStory(shareKey);
  if (loaded.state === 'loading') return <Spinner label="Loading the interview" />;
  if (loaded.state !== 'ready') {
    return (
      <div className={styles.page}>
        <Title1 as="h1">Interview not available</Title1>
        <Body1 role="alert">
          {loaded.state === 'notShared'
            ? 'This interview is not shared publicly. The link may have been withdrawn.'
            : messages.interviewLoadFailed}
        </Body1>
      </div>
    );
  }
  return <SharedStory story={loaded.story} />;
}

function SharedStory({ story }: { story: PublicStory }) {
  const styles = useStyles();
  const media = useRef<HTMLMediaElement | null>(null);
  const timeline = useMemo(() => buildWordTimeline(story.transcript), [story.transcript]);
  const highlighter = useMemo(() => new PlaybackHighlighter(timeline), [timeline]);
  const seek = useCallback(
    (time: number) => {
      if (media.current) media.current.currentTime = time;
      highlighter.update(time);
    },
    [highlighter],
  );
  const audio = Boolean(story.mediaType?.startsWith('audio'));
  return (
    <div className={styles.page}>
      <Title1 as="h1">{story.title || 'Untitled interview'}</Title1>
      {story.description && <Body1>{story.description}</Body1>}
      <div className={styles.body}>
        <MediaPlayer media={{ url: story.mediaURL ?? undefined, poster: story.thumbnailURL ?? undefined, audio }} mediaRef={media} />
        <div className={styles.transcript}>
          {story.transcript.paragraphs.length === 0 ? (
            <Body1>This interview has no transcript.</Body1>
          ) : (
            <TranscriptView
              transcript={story.transcript}
              timeline={timeline}
              highlighter={highlighter}
              media={media}
              highlights={NO_HIGHLIGHTS}
              currentMatch={undefined}
              scrollRequest={null}
              autoScroll
              highlightWords
              onSeek={seek}
            />
          )}
        </div>
      </div>
    </div>
  );
}
