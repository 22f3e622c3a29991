import { Caption1, Card, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { messages, pathTo } from '@storykeep/core';
import { useNavigate } from 'react-router-dom';
import type { UploadStatus } from '../../shared/upload-status.js';

const useStyles = makeStyles({ box: { margin: tokens.spacingHorizontalS, cursor: 'pointer' } });

/** 'Uploading files' and '{n} of {total} files uploaded' while uploads run; opens the project's uploadingMetadata page. */
export function UploadProgressBox({ status }: { status: UploadStatus | null }) {
  const styles = useStyles();
  const navigate = useNavigate();
  if (!status?.uploading || status.total === 0) return null;
  const open = () => {
    if (status.projectId) navigate(pathTo('uploadingMetadata', { projectId: status.projectId }));
  };
  return (
    <Card
      className={styles.box}
      onClick={open}
      role="button"
      tabIndex={0}
      aria-label={messages.uploadingFiles}
      onKeyDown={(e) => e.key === 'Enter' && open()}
    >
      <Text weight="semibold">{messages.uploadingFiles}</Text>
      <ProgressBar value={status.completed / status.total} />
      <Caption1>{messages.filesUploadedProgress(status.completed, status.total)}</Caption1>
    </Card>
  );
}
