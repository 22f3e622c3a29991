import { makeStyles } from '@fluentui/react-components';
import { RecordingChoiceList } from '../../components/recording-choice-list.js';
import { useRecordingChoice } from '../../shared/use-recording-choice.js';

const useStyles = makeStyles({ choice: { maxWidth: '40rem', minWidth: 0 } });

const NOBODY_IN_CALL: never[] = [];

/**
 * Who was recorded in the call that made this interview, and whose video went into its recording: the call's host and
 * those who manage the project change it (the server mixes the recording again, and says who may), everyone else reads
 * it. Shown once the server lists someone: an interview with no device recordings has nothing to choose.
 */
export function HubRecordingChoice({ storyId }: { storyId: string }) {
  const styles = useStyles();
  const choice = useRecordingChoice(storyId, NOBODY_IN_CALL, false);
  if (choice.rows.length === 0 && !choice.readFailed) return null;
  return (
    <div className={styles.choice}>
      <RecordingChoiceList
        rows={choice.rows}
        editable={choice.mayChoose}
        saving={choice.saving}
        readFailed={choice.readFailed}
        saveFailed={choice.saveFailed}
        onVideo={choice.setVideo}
      />
    </div>
  );
}
