import { Body1, makeStyles, Spinner, Title1, tokens } from '@fluentui/react-components';
import { buildChapters, type Index, isAudioStory, messages, type Story, storyHubLabels, type Transcript } from '@storykeep/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AppLink } from '../../components/app-link.js';
import type { StoryPlace } from '../../components/story-actions/story-paths.js';
import { MediaPlayer, type PlayerMedia } from '../../components/transcript/media-player.js';
import { PlaybackHighlighter } from '../../components/transcript/playback-highlighter.js';
import { TranscriptView } from '../../components/transcript/transcript-view.js';
import { buildWordTimeline } from '../../components/transcript/word-timeline.js';
import { NARROW_SCREEN } from '../../components/use-narrow-screen.js';
import { ChaptersPanel } from './chapters-panel.js';
import { HubActions } from './hub-actions.js';
import { HubDetails } from './hub-details.js';
import { HubNextSteps } from './hub-next-steps.js';
import { HubSearchBar } from './hub-search-bar.js';
import { HubToggles, INITIAL_TOGGLES } from './hub-toggles.js';
import { SemanticResults } from './semantic-results.js';
import { useHubSearch } from './use-hub-search.js';
import { type Clock, useStoryHub } from './use-story-hub.js';

// On a phone the player stacks over the transcript and the page scrolls as a whole; the transcript keeps a window of
// its own (most of the screen) so its virtual list still renders only what shows.
const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    height: 'calc(100vh - 48px)',
    [NARROW_SCREEN]: { height: 'auto' },
  },
  body: {
    display: 'grid',
    gridTemplateColumns: 'minmax(280px, 2fr) 3fr',
    gap: tokens.spacingHorizontalL,
    flexGrow: 1,
    minHeight: 0,
    [NARROW_SCREEN]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL },
  },
  side: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    overflowY: 'auto',
    minHeight: 0,
    minWidth: 0,
    [NARROW_SCREEN]: { overflowY: 'visible' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0, minWidth: 0 },
  transcript: { flexGrow: 1, minHeight: 0, [NARROW_SCREEN]: { flexGrow: 0, height: '70vh' } },
  empty: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  emptyPlayer: { maxWidth: '40rem' },
});

export interface StoryHubPageProps {
  storyId: string;
  backTo: string;
  /** The `transcriptSearch` or `search` query parameter. */
  initialSearch: string;
  /** The `t` query parameter: the moment (seconds) to start at, as a search hit opens the story. */
  initialTime?: number;
  /** The project and folder the hub was opened under (its edit page opens under them too). */
  place?: StoryPlace;
  /** Ask at once whether to share the interview (Share chosen on a list row). */
  shareAtStart?: boolean;
  /** For tests: a simulated clock for the story's polling. */
  clock?: Clock;
}

/** The story hub: the player beside the transcript, chapters, search and the view switches. */
export function StoryHubPage({ storyId, backTo, initialSearch, initialTime, place = {}, shareAtStart = false, clock }: StoryHubPageProps) {
  const hub = useStoryHub(storyId, clock);
  if (hub.state === 'loading') return <Spinner label={storyHubLabels.loadingTheInterview} />;
  if (hub.state === 'failed') return <Body1 role="alert">{messages.interviewLoadFailed}</Body1>;
  return (
    <LoadedHub
      storyId={storyId}
      backTo={backTo}
      initialSearch={initialSearch}
      {...(initialTime !== undefined ? { initialTime } : {})}
      place={place}
      shareAtStart={shareAtStart}
      story={hub.story}
      transcript={hub.transcript}
      indexes={hub.indexes}
      processing={hub.processing}
      onRequested={() => void hub.refresh().catch(() => undefined)}
    />
  );
}

interface LoadedHubProps extends StoryHubPageProps {
  story: Story;
  transcript: Transcript | null;
  indexes: Index[];
  processing: boolean;
  onRequested(): void;
}

const EMPTY: Transcript = { paragraphs: [] };

function storyMedia(story: Story): PlayerMedia {
  return { url: story.archiveURL ?? undefined, poster: story.thumbnailURL ?? undefined, audio: isAudioStory(story) };
}

function LoadedHub({
  storyId,
  backTo,
  initialSearch,
  initialTime,
  place = {},
  shareAtStart = false,
  story,
  transcript,
  indexes,
  processing,
  onRequested,
}: LoadedHubProps) {
  const styles = useStyles();
  const media = useRef<HTMLMediaElement | null>(null);
  const [toggles, setToggles] = useState(INITIAL_TOGGLES);
  const shown = transcript ?? EMPTY;
  const timeline = useMemo(() => buildWordTimeline(shown), [shown]);
  const highlighter = useMemo(() => new PlaybackHighlighter(timeline), [timeline]);
  const chapters = useMemo(() => {
    const metadata = indexes.find((index) => index.metadata.length > 0)?.metadata ?? [];
    return buildChapters({ metadata, paragraphs: shown.paragraphs, ...(story.duration ? { duration: story.duration } : {}) });
  }, [indexes, shown, story.duration]);
  const hasMedia = Boolean(story.archiveURL ?? story.custom_archive_url);
  const search = useHubSearch({ storyId, transcript, chapters, initialQuery: initialSearch });
  const seek = useCallback(
    (time: number) => {
      const player = media.current;
      if (player) player.currentTime = time;
      highlighter.update(time);
    },
    [highlighter],
  );
  useStartAt(media, initialTime, seek);
  return (
    <div className={styles.page}>
      <Title1 as="h1">{story.title || storyHubLabels.untitledInterview}</Title1>
      <HubDetails story={story} />
      <AppLink to={backTo}>{storyHubLabels.backToTheInterviews}</AppLink>
      <HubActions story={story} transcript={transcript} indexes={indexes} place={place} shareAtStart={shareAtStart} />
      {!transcript && !processing ? (
        <div className={styles.empty}>
          <HubNextSteps story={story} hasMedia={hasMedia} onRequested={onRequested} />
          {hasMedia && (
            <div className={styles.emptyPlayer}>
              <MediaPlayer media={storyMedia(story)} mediaRef={media} />
            </div>
          )}
        </div>
      ) : (
        <div className={styles.body}>
          <div className={styles.side}>
            {hasMedia && <MediaPlayer media={storyMedia(story)} mediaRef={media} />}
            {toggles.showIndexes && transcript && (
              <section aria-label={storyHubLabels.indexes}>
                <ChaptersPanel
                  chapters={chapters}
                  matches={search.chapterHits}
                  currentMatch={search.mode === 'chapters' || search.mode === 'tags' ? search.current : undefined}
                  summaries={toggles.onlySummaries}
                  onSeek={seek}
                />
              </section>
            )}
          </div>
          <div className={styles.main}>
            <HubSearchBar
              mode={search.mode}
              query={search.query}
              matchCount={search.count}
              current={search.current}
              onMode={search.setMode}
              onQuery={search.setQuery}
              onPrevious={search.previous}
              onNext={search.next}
              onSemanticSearch={search.runSemantic}
            />
            <HubToggles value={toggles} onChange={setToggles} />
            {search.mode === 'semantic' && search.semantic && <SemanticResults results={search.semantic} onSeek={seek} />}
            {!transcript && <Body1>{storyHubLabels.theTranscriptIsBeingMade}</Body1>}
            {transcript && !toggles.onlySummaries && (
              <div className={styles.transcript}>
                <TranscriptView
                  transcript={transcript}
                  timeline={timeline}
                  highlighter={highlighter}
                  media={media}
                  highlights={search.highlights}
                  currentMatch={search.mode === 'words' ? search.current : undefined}
                  scrollRequest={search.scrollRequest}
                  autoScroll={toggles.autoScroll}
                  highlightWords={toggles.highlightWords}
                  onSeek={seek}
                />
              </div>
            )}
            {transcript && toggles.onlySummaries && (
              <section aria-label={storyHubLabels.summaries}>
                <ChaptersPanel chapters={chapters} matches={search.chapterHits} currentMatch={undefined} summaries onSeek={seek} />
              </section>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** Starts the player at a moment once its media can seek (a search hit opens the story there). */
function useStartAt(media: { current: HTMLMediaElement | null }, time: number | undefined, seek: (time: number) => void) {
  useEffect(() => {
    const player = media.current;
    if (time === undefined || !player) return;
    const go = () => seek(time);
    if (player.readyState >= 1) {
      go();
      return;
    }
    player.addEventListener('loadedmetadata', go, { once: true });
    return () => player.removeEventListener('loadedmetadata', go);
  }, [media, time, seek]);
}
