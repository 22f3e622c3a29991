import { Body1, Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import {
  authoringLabels,
  type Clip,
  ClipApi,
  type ClipCreateRequest,
  ErrorReporter,
  isAudioStory,
  messages,
  StoryApi,
} from '@storykeep/core';
import { useState } from 'react';
import { useService } from '../../../shared/container-context.js';
import { useNotify } from '../../../shared/notices.js';
import { useOptionalService } from '../../../shared/optional-service.js';
import { useLoad } from '../../../shared/use-load.js';
import { ClipDialog } from './clip-dialog.js';
import { ClipItem, type Clock } from './clip-item.js';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
});

/** A new clip from the current time runs this long, or to the end of the story. */
const DEFAULT_CLIP_SECONDS = 30;

export interface ClipsListProps {
  storyId: string;
  /** The words selected in the transcript, in seconds; a new clip spans them. */
  selection?: { start: number; end: number } | undefined;
  /** Where playback is: a new clip without a selection starts here. */
  currentTime: number;
  duration: number;
  seek(seconds: number): void;
  /** For tests: a simulated clock for the clips' readiness. */
  clock?: Clock;
}

type Editing = { clip?: Clip; start: number; end: number } | null;

/**
 * The story's clips, newest first, each read again until rendered; a button cuts a new one from the selection (or
 * from the current time), and each can be played, edited or deleted.
 */
export function ClipsList({ storyId, selection, currentTime, duration, seek, clock }: ClipsListProps) {
  const styles = useStyles();
  const clips = useService<ClipApi>(ClipApi);
  const stories = useService<StoryApi>(StoryApi);
  const reporter = useOptionalService<ErrorReporter>(ErrorReporter);
  const notify = useNotify();
  const list = useLoad(() => clips.list(storyId), [clips, storyId]);
  const story = useLoad(() => stories.get(storyId), [stories, storyId]);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);

  const media =
    story.state === 'ready' && story.value.archiveURL ? { url: story.value.archiveURL, audio: isAudioStory(story.value) } : undefined;
  const create = () => {
    const start = selection?.start ?? Math.max(0, currentTime);
    const end = selection?.end ?? (duration > 0 ? Math.min(duration, start + DEFAULT_CLIP_SECONDS) : start + DEFAULT_CLIP_SECONDS);
    setEditing({ start, end });
  };
  const save = async (request: ClipCreateRequest) => {
    if (editing?.clip) await clips.edit(storyId, editing.clip._id, request);
    else await clips.create(storyId, request);
    setEditing(null);
    list.reload();
  };
  const remove = async (clip: Clip) => {
    setBusy(true);
    try {
      await clips.delete(storyId, clip._id);
      list.reload();
    } catch (error) {
      notify({ text: messages.clipDeleteFailed, intent: 'error' });
      reporter?.captureException(error, { tags: { storyId, clipId: clip._id, action: 'delete clip' } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label={authoringLabels.clips} className={styles.panel}>
      <Button appearance="primary" onClick={create}>
        {selection ? authoringLabels.createAClipFromTheSelection : authoringLabels.createAClipFromTheCurrent}
      </Button>
      {list.state === 'loading' && <Spinner size="small" label={authoringLabels.loadingClips} />}
      {list.state === 'failed' && <Body1 role="alert">{messages.errorBoundary}</Body1>}
      {list.state === 'ready' && list.value.length === 0 && <Body1>{authoringLabels.noClipsYet}</Body1>}
      {list.state === 'ready' && list.value.length > 0 && (
        <ul className={styles.list} aria-label={authoringLabels.storyClips}>
          {list.value.map((clip) => (
            <ClipItem
              // A changed clip starts its readiness afresh.
              key={`${clip._id}:${clip.start}:${clip.end}:${clip.title}`}
              storyId={storyId}
              clip={clip}
              clock={clock}
              busy={busy}
              onPlay={(c) => seek(c.start)}
              onEdit={(c) => setEditing({ clip: c, start: c.start, end: c.end })}
              onDelete={(c) => void remove(c)}
            />
          ))}
        </ul>
      )}
      {editing && <ClipDialog initial={editing} duration={duration} media={media} onDismiss={() => setEditing(null)} onSave={save} />}
    </section>
  );
}
