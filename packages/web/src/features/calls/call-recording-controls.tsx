import { Caption1, Field, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { type CallContext, messages, participantName, RECORDING_LAYOUTS, type RecordingLayoutName } from '@storykeep/core';
import { RecordingChoiceList } from '../../components/recording-choice-list.js';
import { useRecordingChoice } from '../../shared/use-recording-choice.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
});

const LAYOUT_LABEL: Record<RecordingLayoutName, string> = {
  grid: messages.recordingLayoutGrid,
  speaker: messages.recordingLayoutSpeaker,
  side_by_side: messages.recordingLayoutSideBySide,
};

/** A layout's name as the screen shows it (an unknown one as it is). */
export const layoutLabel = (layout: string) => LAYOUT_LABEL[layout as RecordingLayoutName] ?? layout;

/**
 * The recorded video's layout: the host chooses it (sent after the spec's wait, see the call machine), everyone sees
 * the one the server confirmed.
 */
export function RecordingLayoutControl(props: { context: CallContext; isHost: boolean; onChange(layout: RecordingLayoutName): void }) {
  const styles = useStyles();
  const { layout, pendingLayout } = props.context;
  if (!props.isHost)
    return (
      <section className={styles.section} aria-label={messages.recordingLayoutLabel}>
        <Text>
          {messages.recordingLayoutLabel}: <Text weight="semibold">{layoutLabel(layout)}</Text>
        </Text>
      </section>
    );
  return (
    <section className={styles.section} aria-label={messages.recordingLayoutLabel}>
      <Field label={messages.recordingLayoutLabel}>
        <RadioGroup
          layout="horizontal"
          value={pendingLayout ?? layout}
          disabled={props.context.status !== 'started'}
          onChange={(_, data) => props.onChange(data.value as RecordingLayoutName)}
        >
          {RECORDING_LAYOUTS.map((name) => (
            <Radio key={name} value={name} label={LAYOUT_LABEL[name]} />
          ))}
        </RadioGroup>
      </Field>
      {pendingLayout !== null && pendingLayout !== layout && <Caption1 role="status">{messages.recordingLayoutPending}</Caption1>}
    </section>
  );
}

/** The host's list of who is recorded: whose video goes into the mix and what each device has sent, read every few seconds. */
export function CallRecordingChoice({ context, storyId }: { context: CallContext; storyId: string }) {
  const people = Object.values(context.participants).map((p) => ({ name: participantName(p.name) }));
  const choice = useRecordingChoice(storyId, people, true);
  return (
    <RecordingChoiceList
      rows={choice.rows}
      editable
      saving={choice.saving}
      readFailed={choice.readFailed}
      saveFailed={choice.saveFailed}
      onVideo={choice.setVideo}
    />
  );
}
