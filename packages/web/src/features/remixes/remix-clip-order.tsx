import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular } from '@fluentui/react-icons';
import { formatClockTime, type RemixClip, remixesLabels } from '@storykeep/core';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  text: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
});

/** The remix's clips in play order, each movable up or down; `onMove` gets the new order. */
export function RemixClipOrder({ clips, busy, onMove }: { clips: RemixClip[]; busy: boolean; onMove(clipIds: string[]): void }) {
  const styles = useStyles();
  const move = (from: number, to: number) => {
    const ids = clips.map((c) => c._id);
    const [id] = ids.splice(from, 1);
    if (id) ids.splice(to, 0, id);
    onMove(ids);
  };
  return (
    <ol className={styles.list} aria-label={remixesLabels.clipsInPlayOrder}>
      {clips.map((clip, i) => (
        <li key={clip._id} className={styles.item}>
          <Body1 className={styles.text}>
            {formatClockTime(clip.offset)} · {clip.title || remixesLabels.untitledClip} — {clip.storyTitle}
          </Body1>
          <Button
            icon={<ArrowUpRegular />}
            aria-label={remixesLabels.moveClipUp(clip.title)}
            disabled={busy || i === 0}
            onClick={() => move(i, i - 1)}
          />
          <Button
            icon={<ArrowDownRegular />}
            aria-label={remixesLabels.moveClipDown(clip.title)}
            disabled={busy || i === clips.length - 1}
            onClick={() => move(i, i + 1)}
          />
        </li>
      ))}
    </ol>
  );
}
