import { Body1, Button, Caption1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { authoringLabels, type Clip, ClipApi, clipReadinessMachine } from '@storykeep/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { type ActorOptions, type AnyActorLogic, fromPromise } from 'xstate';
import { useService } from '../../../shared/container-context.js';
import { formatClipTime } from './clip-time.js';

/** XState's clock (timeouts), as actor options take it; tests pass a simulated one. */
export type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

const useStyles = makeStyles({
  item: {
    display: 'grid',
    gridTemplateColumns: '96px 1fr',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  thumb: { width: '96px', height: '54px', objectFit: 'cover', backgroundColor: tokens.colorNeutralBackground3 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface ClipItemProps {
  storyId: string;
  clip: Clip;
  clock?: Clock | undefined;
  busy: boolean;
  onPlay(clip: Clip): void;
  onEdit(clip: Clip): void;
  onDelete(clip: Clip): void;
}

/** One clip: its thumbnail once rendered (read again every 5 s until then), its span and tags, and its actions. */
export function ClipItem({ storyId, clip, clock, busy, onPlay, onEdit, onDelete }: ClipItemProps) {
  const styles = useStyles();
  const clips = useService<ClipApi>(ClipApi);
  const machine = useMemo(
    () =>
      clipReadinessMachine.provide({
        actors: {
          readClip: fromPromise(({ input }: { input: { storyId: string; clipId: string } }) => clips.read(input.storyId, input.clipId)),
        },
      }),
    [clips],
  );
  const readiness = useActorRef(machine, { input: { storyId, clip }, ...(clock ? { clock } : {}) });
  const state = useSelector(readiness, (s) => s.value);
  const latest = useSelector(readiness, (s) => s.context.clip);
  const label = `${clip.title} (${formatClipTime(clip.start)} – ${formatClipTime(clip.end)})`;
  return (
    <li className={styles.item} aria-label={clip.title}>
      {state === 'ready' && latest.thumbnailURL ? (
        <img src={latest.thumbnailURL} alt="" className={styles.thumb} />
      ) : (
        <div className={styles.thumb} />
      )}
      <div className={styles.body}>
        <Body1>{clip.title}</Body1>
        <Caption1>
          {formatClipTime(clip.start)} – {formatClipTime(clip.end)}
          {clip.tags.length > 0 && ` · ${clip.tags.join(', ')}`}
        </Caption1>
        {state === 'ready' ? (
          <Caption1>{authoringLabels.ready}</Caption1>
        ) : state === 'gaveUp' ? (
          <Caption1>{authoringLabels.stillRenderingItWillBeReady}</Caption1>
        ) : (
          <Spinner size="extra-tiny" labelPosition="after" label={authoringLabels.rendering} />
        )}
        <div className={styles.actions}>
          <Button size="small" aria-label={authoringLabels.playClip(label)} onClick={() => onPlay(clip)}>
            {authoringLabels.play}
          </Button>
          <Button size="small" aria-label={authoringLabels.editClip(label)} disabled={busy} onClick={() => onEdit(clip)}>
            {authoringLabels.edit}
          </Button>
          <Button size="small" aria-label={authoringLabels.deleteClip(label)} disabled={busy} onClick={() => onDelete(clip)}>
            {authoringLabels.delete}
          </Button>
        </div>
      </div>
    </li>
  );
}
