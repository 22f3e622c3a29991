import { Caption1, Checkbox, MessageBar, MessageBarBody, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { messages, participantName, type RecordingChoiceRow, recordedUploading, recordedVideoOf } from '@storykeep/core';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  status: { paddingLeft: tokens.spacingHorizontalXXL, color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});

/** What a participant's own device has sent of their recording. */
function localStatus(row: RecordingChoiceRow): string {
  const local = row.local;
  if (!local) return messages.recordedNothingYet;
  if (local.state === 'completed') return messages.recordedUploaded;
  if (local.state === 'failed') return messages.recordedFailed;
  return recordedUploading(local.partsUploaded);
}

export interface RecordingChoiceListProps {
  rows: RecordingChoiceRow[];
  /** The choice may be changed (the host, a manager); others only read it. */
  editable: boolean;
  saving: boolean;
  readFailed: boolean;
  saveFailed: boolean;
  onVideo(id: string, on: boolean): void;
}

/** Who is recorded: a line per participant with whether their video goes into the recording and what their device sent. */
export function RecordingChoiceList({ rows, editable, saving, readFailed, saveFailed, onVideo }: RecordingChoiceListProps) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={messages.recordedParticipantsTitle}>
      <Subtitle2 as="h2">{messages.recordedParticipantsTitle}</Subtitle2>
      <Caption1>{messages.recordedParticipantsHelp}</Caption1>
      {saveFailed && (
        <MessageBar intent="error">
          <MessageBarBody>{messages.recordedChoiceFailed}</MessageBarBody>
        </MessageBar>
      )}
      {readFailed && (
        <MessageBar intent="warning">
          <MessageBarBody>{messages.recordedReadFailed}</MessageBarBody>
        </MessageBar>
      )}
      <ul className={styles.list}>
        {rows.map((row) => (
          <li key={row.id} className={styles.row}>
            {editable ? (
              <Checkbox
                checked={row.video}
                disabled={saving}
                label={recordedVideoOf(participantName(row.name))}
                onChange={(_, data) => onVideo(row.id, data.checked === true)}
              />
            ) : (
              <Text>
                {participantName(row.name)} · {row.video ? messages.recordedVideoAndVoice : messages.recordedVoiceOnly}
              </Text>
            )}
            <Caption1 className={styles.status}>{localStatus(row)}</Caption1>
          </li>
        ))}
      </ul>
    </section>
  );
}
