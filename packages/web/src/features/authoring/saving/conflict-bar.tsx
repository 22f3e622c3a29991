import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { authoringLabels, conflictComparison, formatClockTime, messages } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { AuthoringActor } from '../use-authoring.js';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, margin: 0, padding: 0, listStyleType: 'none' },
  sides: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  note: { marginTop: tokens.spacingVerticalL, marginBottom: tokens.spacingVerticalS },
  side: {
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    overflowWrap: 'anywhere',
  },
});

/** Both sides' text of each paragraph the two people changed. */
function Comparison({ actor, onClose }: { actor: AuthoringActor; onClose(): void }) {
  const styles = useStyles();
  const paragraphs = useSelector(actor, (s) => conflictComparison(s.context));
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{messages.authoringConflictSee}</DialogTitle>
          <DialogContent>
            <ul className={styles.list} aria-label={authoringLabels.paragraphsYouBothChanged}>
              {paragraphs.map((paragraph) => (
                <li key={paragraph.id}>
                  <Caption1>
                    {paragraph.speaker} · {formatClockTime(paragraph.start)}
                  </Caption1>
                  <div className={styles.sides}>
                    <div className={styles.side}>
                      <Subtitle2 as="h3" block>
                        {messages.authoringConflictTheirs}
                      </Subtitle2>
                      <Body1 as="p" block>
                        {paragraph.theirs ?? '—'}
                      </Body1>
                    </div>
                    <div className={styles.side}>
                      <Subtitle2 as="h3" block>
                        {messages.authoringConflictMine}
                      </Subtitle2>
                      <Body1 as="p" block>
                        {paragraph.mine ?? '—'}
                      </Body1>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <Caption1 block className={styles.note}>
              {messages.authoringConflictKeepsCopy}
            </Caption1>
            <Choices actor={actor} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{authoringLabels.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The two ways out of a conflict; both keep a copy of this person's work as a version first. */
function Choices({ actor }: { actor: AuthoringActor }) {
  const styles = useStyles();
  const busy = useSelector(actor, (s) => s.context.conflict?.choice !== null);
  return (
    <div className={styles.actions}>
      <Button appearance="primary" disabled={busy} onClick={() => actor.send({ type: 'authoring.conflict.merge' })}>
        {messages.authoringConflictMerge}
      </Button>
      <Button disabled={busy} onClick={() => actor.send({ type: 'authoring.conflict.takeTheirs' })}>
        {messages.authoringConflictTakeTheirs}
      </Button>
    </div>
  );
}

/**
 * Shown while a save waits because someone else saved some of the same paragraphs: the choice between seeing their
 * changes, merging, or taking theirs with a copy of mine kept. Typing goes on meanwhile.
 */
export function ConflictBar({ actor }: { actor: AuthoringActor }) {
  const styles = useStyles();
  const waiting = useSelector(actor, (s) => s.context.conflict?.theirs != null);
  const [comparing, setComparing] = useState(false);
  if (!waiting) return null;
  return (
    <MessageBar intent="warning" layout="multiline" role="alert">
      <MessageBarBody>
        {messages.authoringConflict} {messages.authoringConflictKeepsCopy}
      </MessageBarBody>
      <MessageBarActions>
        <div className={styles.actions}>
          <Button onClick={() => setComparing(true)}>{messages.authoringConflictSee}</Button>
          <Choices actor={actor} />
        </div>
      </MessageBarActions>
      {comparing && <Comparison actor={actor} onClose={() => setComparing(false)} />}
    </MessageBar>
  );
}

/** Says where the copy of this person's work went, once a conflict was resolved. */
export function KeptCopyNotice({ actor }: { actor: AuthoringActor }) {
  const kept = useSelector(actor, (s) => s.context.keptCopy !== null);
  if (!kept) return null;
  return (
    <MessageBar intent="success">
      <MessageBarBody>{messages.authoringCopyKept}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => actor.send({ type: 'authoring.keptCopy.dismiss' })}>{authoringLabels.dismiss}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
