import { Body1, Button, Caption1, Field, Input, makeStyles, Subtitle2, Title1, tokens } from '@fluentui/react-components';
import { type PublicStory, publicStoryLabels, settingsMessages } from '@storykeep/core';
import { useCallback, useMemo, useRef } from 'react';
import { MediaPlayer } from '../../components/transcript/media-player.js';
import { PlaybackHighlighter } from '../../components/transcript/playback-highlighter.js';
import { TranscriptView } from '../../components/transcript/transcript-view.js';
import { buildWordTimeline } from '../../components/transcript/word-timeline.js';
import { NARROW_SCREEN } from '../../components/use-narrow-screen.js';
import { PublicChapters } from './public-chapters.js';
import { useTranscriptFind } from './use-transcript-find.js';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    height: '100vh',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXL,
    minWidth: 0,
    [NARROW_SCREEN]: { height: 'auto', padding: tokens.spacingHorizontalM },
  },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0, overflowWrap: 'anywhere' },
  facts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  fact: { display: 'flex', gap: tokens.spacingHorizontalXS },
  term: { fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0 },
  body: {
    display: 'grid',
    gridTemplateColumns: 'minmax(280px, 2fr) 3fr',
    gap: tokens.spacingHorizontalL,
    flexGrow: 1,
    minHeight: 0,
    [NARROW_SCREEN]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.spacingVerticalL },
  },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, overflowY: 'auto', minHeight: 0, minWidth: 0 },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0, minWidth: 0 },
  find: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  findField: { flexGrow: 1, minWidth: '10rem' },
  transcript: { flexGrow: 1, minHeight: 0, [NARROW_SCREEN]: { flexGrow: 0, height: '70vh' } },
});

/** The recording date as people read it, in the reader's language (the stored day, whatever the reader's time zone). */
function readableDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * A shared interview as an archive publishes it: who holds it, title, date and narrator; the player beside the
 * chapters (synopses, keywords); and the transcript, each word lit as it plays, with find.
 */
export function SharedStory({ story }: { story: PublicStory }) {
  const styles = useStyles();
  const media = useRef<HTMLMediaElement | null>(null);
  const timeline = useMemo(() => buildWordTimeline(story.transcript), [story.transcript]);
  const highlighter = useMemo(() => new PlaybackHighlighter(timeline), [timeline]);
  const find = useTranscriptFind(story.transcript);
  const seek = useCallback(
    (time: number) => {
      if (media.current) media.current.currentTime = time;
      highlighter.update(time);
    },
    [highlighter],
  );
  const audio = Boolean(story.mediaType?.startsWith('audio'));
  const chapters = story.indexes.find((index) => index.metadata.length > 0)?.metadata ?? [];
  const narrators = story.narrators ?? [];
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        {story.organization && <Caption1>{story.organization}</Caption1>}
        <Title1 as="h1">{story.title || publicStoryLabels.untitledInterview}</Title1>
        <dl className={styles.facts}>
          {story.record_date && (
            <div className={styles.fact}>
              <dt className={styles.term}>{publicStoryLabels.date}</dt>
              <dd className={styles.detail}>{readableDate(story.record_date)}</dd>
            </div>
          )}
          {narrators.length > 0 && (
            <div className={styles.fact}>
              <dt className={styles.term}>{narrators.length === 1 ? publicStoryLabels.narrator : publicStoryLabels.narrators}</dt>
              <dd className={styles.detail}>{narrators.join(', ')}</dd>
            </div>
          )}
          {(
            [
              [settingsMessages.interviewerLabel, story.interviewer],
              [settingsMessages.placeLabel, story.place],
              [settingsMessages.languageLabel, story.language],
            ] as const
          )
            .filter(([, value]) => value?.trim())
            .map(([term, value]) => (
              <div key={term} className={styles.fact}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.detail}>{value}</dd>
              </div>
            ))}
        </dl>
        {story.description && <Body1>{story.description}</Body1>}
      </header>
      <div className={styles.body}>
        <div className={styles.side}>
          <MediaPlayer media={{ url: story.mediaURL ?? undefined, poster: story.thumbnailURL ?? undefined, audio }} mediaRef={media} />
          {chapters.length > 0 && <PublicChapters chapters={chapters} onSeek={seek} />}
        </div>
        <div className={styles.main}>
          <Subtitle2 as="h2">{publicStoryLabels.transcript}</Subtitle2>
          {story.transcript.paragraphs.length === 0 ? (
            <Body1>{publicStoryLabels.thisInterviewHasNoTranscript}</Body1>
          ) : (
            <>
              <form
                className={styles.find}
                aria-label={publicStoryLabels.findInTheTranscript}
                onSubmit={(event) => {
                  event.preventDefault();
                  find.next();
                }}
              >
                <Field label={publicStoryLabels.findInTheTranscript} className={styles.findField}>
                  <Input type="search" value={find.query} onChange={(_, d) => find.setQuery(d.value)} />
                </Field>
                <Caption1 role="status">
                  {find.query.trim()
                    ? find.count === 0
                      ? publicStoryLabels.noMatches
                      : publicStoryLabels.matchOfMatches((find.current ?? -1) + 1 || '–', find.count)
                    : ''}
                </Caption1>
                <Button size="small" disabled={find.count === 0} onClick={find.previous}>
                  {publicStoryLabels.previous}
                </Button>
                <Button size="small" type="submit" disabled={find.count === 0}>
                  {publicStoryLabels.next}
                </Button>
              </form>
              <div className={styles.transcript}>
                <TranscriptView
                  transcript={story.transcript}
                  timeline={timeline}
                  highlighter={highlighter}
                  media={media}
                  highlights={find.highlights}
                  currentMatch={find.current}
                  scrollRequest={find.scrollRequest}
                  autoScroll
                  highlightWords
                  onSeek={seek}
                />
              </div>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
