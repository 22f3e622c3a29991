import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { authoringLabels, fillTemplate, messages, messageTemplates } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import type { AuthoringActor } from '../use-authoring.js';

const useStyles = makeStyles({
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

/** The save state in words: unsaved (also while a conflict waits), saving, saved at a time, or failed. */
export function saveStatusText(status: string, unsaved: boolean, lastSaved: string | null): string {
  if (status === 'saving') return messages.authoringSaving;
  if (status === 'failed') return messages.someChangesNotSaved;
  if (unsaved) return messages.authoringUnsaved;
  if (lastSaved) return fillTemplate(messageTemplates.authoringSavedAt, { time: new Date(lastSaved).toLocaleTimeString() });
  return messages.allChangesSaved;
}

/** The visible save state and the Save button. */
export function SaveStatus({ actor }: { actor: AuthoringActor }) {
  const styles = useStyles();
  const status = useSelector(actor, (s) => s.context.saveStatus);
  const unsaved = useSelector(actor, (s) => s.context.unsavedChanges);
  const lastSaved = useSelector(actor, (s) => s.context.lastSaved);
  return (
    <div className={styles.status}>
      <Caption1
        role="status"
        aria-label={authoringLabels.saveStatus}
        aria-live="polite"
        className={status === 'failed' ? styles.failed : undefined}
      >
        {saveStatusText(status, unsaved, lastSaved)}
      </Caption1>
      <Button
        appearance="primary"
        aria-keyshortcuts="Control+S Meta+S"
        title={authoringLabels.saveNowCtrlS}
        disabled={status === 'saving' || status === 'conflict' || !unsaved}
        onClick={() => actor.send({ type: 'authoring.save' })}
      >
        {authoringLabels.save}
      </Button>
    </div>
  );
}
