import { Button, Link, MessageBar, MessageBarBody, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { messages, storyHubLabels } from '@storykeep/core';
import { useLocalRecordingsDownload } from '../../shared/use-local-recordings-download.js';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, minWidth: 0 },
});

/**
 * Packs the story's local recordings (each participant's own track from the call) into one file to download:
 * the button starts the build, a status tells it is under way, and a link to the file replaces it once built.
 */
export function LocalRecordingsDownload({ storyId }: { storyId: string }) {
  const styles = useStyles();
  const download = useLocalRecordingsDownload(storyId);
  if (!download) return null;
  const { state, start } = download;
  const busy = state.status === 'Starting' || state.status === 'Pending';
  return (
    <section aria-label={storyHubLabels.downloadOfTheLocalRecordings} className={styles.row}>
      {state.status === 'Completed' ? (
        <Link href={state.downloadUrl} download>
          {storyHubLabels.downloadThePackedRecordings}
        </Link>
      ) : (
        <Button size="small" disabled={busy} onClick={start}>
          {storyHubLabels.downloadAllLocalRecordings}
        </Button>
      )}
      {busy && <Spinner size="tiny" role="status" label={messages.localRecordingsPacking} />}
      {state.status === 'Failed' && (
        <MessageBar intent="error">
          <MessageBarBody>{state.message}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
