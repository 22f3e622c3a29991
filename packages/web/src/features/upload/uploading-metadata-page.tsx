import { Body1, makeStyles, ProgressBar, Title1, tokens } from '@fluentui/react-components';
import { messages } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { AppLink } from '../../components/app-link.js';
import { useUploadBatch } from './upload-context.js';
import { UploadFileRow } from './upload-file-row.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '900px' },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
});

export interface UploadingMetadataPageProps {
  backTo: string;
  hubPath(storyId: string): string;
}

/** Where the layout's upload box leads: every file of the running batch, how far it got, and its story once done. */
export function UploadingMetadataPage({ backTo, hubPath }: UploadingMetadataPageProps) {
  const styles = useStyles();
  const batch = useUploadBatch();
  const entries = useSelector(batch, (s) => s.context.entries);
  const current = useSelector(batch, (s) => s.context.current);
  const total = useSelector(batch, (s) => s.context.total);
  return (
    <main className={styles.page}>
      <Title1 as="h1">{messages.uploadingFiles}</Title1>
      <AppLink to={backTo}>Back to the project</AppLink>
      {total > 0 ? (
        <>
          <ProgressBar value={current / total} aria-label={messages.uploadingFiles} />
          <Body1>{messages.filesUploadedProgress(current, total)}</Body1>
          <ul className={styles.list} aria-label="Files">
            {entries.map((entry) => (
              <UploadFileRow
                key={entry.id}
                entry={entry}
                onCancel={() => batch.send({ type: 'upload.cancel', id: entry.id })}
                onResume={() => batch.send({ type: 'upload.resume', id: entry.id })}
                onRemove={() => batch.send({ type: 'upload.remove', id: entry.id })}
                completeExtra={(storyId) => <AppLink to={hubPath(storyId)}>Open {entry.name}</AppLink>}
              />
            ))}
          </ul>
        </>
      ) : (
        <Body1>No files are being uploaded.</Body1>
      )}
    </main>
  );
}
