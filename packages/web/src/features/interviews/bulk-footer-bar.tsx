import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  canBulkDelete,
  canBulkDownload,
  canManageFolders,
  interviewsLabels,
  LAYOUT,
  messages,
  type Project,
  projectRefOf,
  showsBulkFooter,
} from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useAccessSubject } from '../../shared/use-access-subject.js';
import type { BulkActionsRef } from './use-bulk-actions.js';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    bottom: 0,
    minHeight: `${LAYOUT.footerHeight}px`,
    display: 'flex',
    // On a phone the four actions take two lines rather than push the page sideways.
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  count: { flexGrow: 1 },
});

export interface BulkFooterBarProps {
  bulk: BulkActionsRef;
  /** The list's project (null on a list across projects): its managers delete and file interviews. */
  project: Project | null;
  projectFolderCount: number;
  onManageFolders(): void;
}

/** Shown while at least one interview is selected: Manage folders, Download and Delete, each for the roles allowed. */
export function BulkFooterBar({ bulk, project, projectFolderCount, onManageFolders }: BulkFooterBarProps) {
  const styles = useStyles();
  const projects = useMemo(() => (project ? [project] : []), [project]);
  const subject = useAccessSubject(projects);
  const ref = project ? projectRefOf(project) : null;
  const selected = useSelector(bulk, (s) => s.context.selected.length);
  const busy = useSelector(bulk, (s) => s.matches('deleting') || s.matches('downloading'));
  if (!showsBulkFooter(selected)) return null;
  return (
    <section className={styles.bar} aria-label={interviewsLabels.selectedInterviews}>
      <Text className={styles.count}>{interviewsLabels.selectedCount(selected)}</Text>
      {subject && canManageFolders(subject, ref, projectFolderCount) && (
        <Button disabled={busy} onClick={onManageFolders}>
          {messages.labels.manageFolders}
        </Button>
      )}
      {canBulkDownload(selected) && (
        <Button disabled={busy} onClick={() => bulk.send({ type: 'bulk.download' })}>
          {messages.labels.download}
        </Button>
      )}
      {subject && canBulkDelete(subject, ref) && (
        <Button disabled={busy} onClick={() => bulk.send({ type: 'bulk.delete.open' })}>
          {messages.labels.delete}
        </Button>
      )}
      <Button appearance="subtle" onClick={() => bulk.send({ type: 'bulk.clear' })}>
        {interviewsLabels.clearSelection}
      </Button>
    </section>
  );
}
