import {
  Body1,
  Button,
  Caption1,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  ProgressBar,
  Spinner,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { formatClockTime, messages, pathTo, type Remix, RemixApi, remixesLabels } from '@storykeep/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MediaPlayer } from '../../components/transcript/media-player.js';
import { PlaybackHighlighter } from '../../components/transcript/playback-highlighter.js';
import { TranscriptView } from '../../components/transcript/transcript-view.js';
import { buildWordTimeline } from '../../components/transcript/word-timeline.js';
import { useService } from '../../shared/container-context.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { useWorkspace } from '../../shared/workspace-context.js';
import { RemixClipOrder } from './remix-clip-order.js';
import { type RenderFollow, useRemix } from './use-remix.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, minWidth: 0 },
  body: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
    gap: tokens.spacingHorizontalL,
    minWidth: 0,
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  progress: { width: '100%', maxWidth: '28rem' },
  rendering: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS, textAlign: 'center' },
  transcript: { maxHeight: '70vh', minHeight: '200px', display: 'flex', flexDirection: 'column', minWidth: 0 },
});

const NO_HIGHLIGHTS = new Map();

/** `/remixes/:remixerId`. */
export function RemixRoute() {
  const { remixerId = '' } = useParams();
  const { flags } = useWorkspace();
  if (!flags.enableRemixer) return <Body1 role="status">{messages.remixesOff}</Body1>;
  return <RemixPage key={remixerId} remixId={remixerId} />;
}

/** One remix: its player once rendered, the clips in play order (movable), and the stitched transcript. */
export function RemixPage({ remixId }: { remixId: string }) {
  const loaded = useRemix(remixId);
  if (loaded.state === 'loading') return <Spinner label={remixesLabels.loadingTheRemix} />;
  if (loaded.state === 'failed')
    return (
      <MessageBar intent="error">
        <MessageBarBody>{messages.remixLoadFailed}</MessageBarBody>
      </MessageBar>
    );
  return <RemixView remix={loaded.remix} onChange={loaded.replace} follow={loaded.follow} progress={loaded.progress} />;
}

function RemixView({
  remix,
  onChange,
  follow,
  progress,
}: {
  remix: Remix;
  onChange(remix: Remix): void;
  follow: RenderFollow;
  progress: number | null;
}) {
  const styles = useStyles();
  usePageTitle(remix.title);
  const api = useService<RemixApi>(RemixApi);
  const [busy, setBusy] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const navigate = useNavigate();
  const media = useRef<HTMLMediaElement | null>(null);
  const transcript = useMemo(() => ({ paragraphs: remix.paragraphs }), [remix.paragraphs]);
  const timeline = useMemo(() => buildWordTimeline(transcript), [transcript]);
  const highlighter = useMemo(() => new PlaybackHighlighter(timeline), [timeline]);
  const seek = useCallback(
    (time: number) => {
      if (media.current) media.current.currentTime = time;
      highlighter.update(time);
    },
    [highlighter],
  );
  const reorder = async (clipIds: string[]) => {
    setBusy(true);
    setSaveFailed(false);
    try {
      onChange(await api.reorder(remix._id, clipIds));
    } catch {
      setSaveFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    setDeleteFailed(false);
    try {
      await api.delete(remix._id);
      navigate(pathTo('remixes'));
    } catch {
      setDeleteFailed(true);
      setBusy(false);
    }
  };
  return (
    <div className={styles.page}>
      <Title1 as="h1">{remix.title}</Title1>
      {remix.canDelete !== false && (
        <div>
          <Button disabled={busy} onClick={() => void remove()}>
            {remixesLabels.deleteRemix}
          </Button>
        </div>
      )}
      {deleteFailed && (
        <MessageBar intent="error">
          <MessageBarBody>{messages.remixDeleteFailed}</MessageBarBody>
        </MessageBar>
      )}
      {saveFailed && (
        <MessageBar intent="error">
          <MessageBarBody>{messages.remixSaveFailed}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.body}>
        <div className={styles.column}>
          {(remix.hiddenClipCount ?? 0) > 0 ? (
            // The file holds every clip, some from interviews this reader does not see: it is not offered.
            <MessageBar intent="info">
              <MessageBarBody>{messages.remixHiddenClips}</MessageBarBody>
            </MessageBar>
          ) : remix.state === 'ready' && remix.archiveURL ? (
            <MediaPlayer media={{ url: remix.archiveURL, poster: undefined, audio: remix.mediaType === 'audio' }} mediaRef={media} />
          ) : remix.state === 'failed' ? (
            <MessageBar intent="error">
              <MessageBarBody>{messages.remixRenderFailed}</MessageBarBody>
            </MessageBar>
          ) : (
            <div role="status" className={styles.rendering}>
              {progress === null ? (
                <Spinner label={messages.remixRendering} />
              ) : (
                <Field label={messages.remixRendering} hint={remixesLabels.percentRendered(progress)} className={styles.progress}>
                  <ProgressBar value={progress} max={1} thickness="large" />
                </Field>
              )}
              <Caption1>
                {remixesLabels.clipCount(remix.clipCount)}, {formatClockTime(remix.duration)}:{' '}
                {follow === 'live' ? remixesLabels.thePlayerAppearsHereAsSoon : remixesLabels.checkingEveryFewSeconds}
              </Caption1>
            </div>
          )}
          <RemixClipOrder clips={remix.clips} busy={busy} onMove={reorder} />
        </div>
        <div className={styles.transcript}>
          {remix.paragraphs.length === 0 ? (
            <Body1>{messages.remixNoTranscript}</Body1>
          ) : (
            <TranscriptView
              transcript={transcript}
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
