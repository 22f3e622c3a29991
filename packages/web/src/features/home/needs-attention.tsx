import { Body1, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { homeLabels, messages, pathTo } from '@storykeep/core';
import { AppLink } from '../../components/app-link.js';
import { useLocalRecordingStreams } from '../../shared/local-recording-sync.js';
import { useUploadStatus } from '../../shared/upload-status.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * What needs someone, each with a link to where it is resolved: files of this tab's uploads that failed (retried on
 * the uploads' page) and recordings made on this device that have not reached the server (their page sends or saves
 * them). Failed transcriptions are marked in the interview lists and asked for again on the interview's page. Shows
 * nothing when nothing needs attention.
 */
export function NeedsAttention() {
  const styles = useStyles();
  const upload = useUploadStatus();
  const streams = Object.keys(useLocalRecordingStreams()).length;
  const failedUploads = upload?.failed ?? 0;
  if (failedUploads === 0 && streams === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-attention">
      <Subtitle1 as="h2" id="home-attention">
        {messages.needsAttention}
      </Subtitle1>
      <ul className={styles.list}>
        {failedUploads > 0 && upload?.projectId && (
          <li>
            <Body1>{homeLabels.filesCouldNotBeSent(failedUploads)}</Body1>
            <AppLink to={pathTo('uploadingMetadata', { projectId: upload.projectId })}>{messages.retryFailedUploads}</AppLink>
          </li>
        )}
        {streams > 0 && (
          <li>
            <Body1>{`${messages.localRecordingNotSent} `}</Body1>
            <AppLink to={pathTo('localRecordingStatus')}>{messages.seeDeviceRecordings}</AppLink>
          </li>
        )}
      </ul>
    </section>
  );
}
