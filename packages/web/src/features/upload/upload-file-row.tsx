import { Body1Strong, Button, Caption1, ProgressBar } from '@fluentui/react-components';
import { type BatchEntry, type FileUploadStatus, fileUploadStatus, messages, storyUploadFields, uploadLabels } from '@storykeep/core';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useFileRowStyles } from './file-row.styles.js';

/** What a file's state reads as beside its name. */
export function uploadStateLabel(status: FileUploadStatus, progress: string | undefined): string {
  if (status === 'uploading') return `Uploading ${progress ?? '1'}%`;
  if (status === 'failed') return 'FAILED';
  return status === 'complete' ? 'Complete' : 'Queued';
}

export interface UploadFileRowProps {
  entry: BatchEntry;
  onCancel(): void;
  onResume(): void;
  onRemove(): void;
  /** Shown once the file is complete, e.g. a link to its story. */
  completeExtra?: (storyId: string) => ReactNode;
  /** Shown under the progress across the row, e.g. the story's details form. */
  children?: ReactNode;
}

/** One file of the batch: its name, state and progress, and the actions its state allows. */
export function UploadFileRow({ entry, onCancel, onResume, onRemove, completeExtra, children }: UploadFileRowProps) {
  const styles = useFileRowStyles();
  const view = useSelector(
    entry.ref,
    (s) => ({
      fields: storyUploadFields(s.context),
      storyId: s.context.session?.storyId ?? null,
      removing: s.matches('deleting'),
      canResume: s.can({ type: 'upload.resume' }),
      deleteFailed: s.context.deleteFailed,
    }),
    shallowEqual,
  );
  const status = fileUploadStatus(view.fields);
  const label = uploadStateLabel(status, view.fields.uploadProgress);
  const percent = status === 'complete' ? 100 : Number(view.fields.uploadProgress) || 0;
  return (
    <li className={styles.row} aria-label={entry.name}>
      <Body1Strong className={styles.name}>{entry.name}</Body1Strong>
      <div className={styles.actions}>
        {(status === 'queued' || status === 'uploading') && (
          <Button size="small" onClick={onCancel} aria-label={uploadLabels.cancelFile(entry.name)}>
            {uploadLabels.cancel}
          </Button>
        )}
        {status === 'failed' && view.canResume && (
          <Button size="small" onClick={onResume} aria-label={uploadLabels.retryFile(entry.name)}>
            {uploadLabels.retry}
          </Button>
        )}
        {(status === 'complete' || status === 'failed') && (
          <Button size="small" onClick={onRemove} disabled={view.removing} aria-label={uploadLabels.removeFile(entry.name)}>
            {uploadLabels.remove}
          </Button>
        )}
        {status === 'complete' && view.storyId && completeExtra?.(view.storyId)}
      </div>
      <div>
        <ProgressBar
          value={percent / 100}
          color={status === 'failed' ? 'error' : status === 'complete' ? 'success' : 'brand'}
          aria-label={uploadLabels.progressOfFile(entry.name)}
          aria-valuetext={label}
        />
        <Caption1 role="status" className={status === 'failed' ? styles.failed : undefined}>
          {label}
          {view.deleteFailed ? ` — ${messages.storyDeleteFailed}` : ''}
        </Caption1>
      </div>
      {children}
    </li>
  );
}
