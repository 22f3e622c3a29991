import { Body1, Button, Card, MessageBar, MessageBarBody, makeStyles, ProgressBar, Subtitle2, tokens } from '@fluentui/react-components';
import {
  apiFailureMessage,
  apiFailureStatus,
  ErrorReporter,
  messages,
  requestTranscription,
  type Story,
  storyHubLabels,
  TranscriptionApi,
  TranscriptVersionApi,
} from '@storykeep/core';
import { useRef, useState } from 'react';
import { useNotify } from '../../shared/notices.js';
import { useOptionalService } from '../../shared/optional-service.js';
import { useLanguageOutlook } from '../../shared/use-speech-services.js';
import { useAttachRecording } from './use-attach-recording.js';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '40rem' },
  file: { display: 'none' },
});

export interface HubNextStepsProps {
  story: Story;
  /** Whether the story has media to play. */
  hasMedia: boolean;
  /** Called after a transcription was requested, so the hub follows the new task. */
  onRequested(): void;
}

/**
 * What to do with a story that has nothing to show yet: add its recording when it has none (to this interview, not
 * a new one), else ask for its transcript.
 */
export function HubNextSteps({ story, hasMedia, onRequested }: HubNextStepsProps) {
  const styles = useStyles();
  const transcription = useOptionalService<TranscriptionApi>(TranscriptionApi);
  const versions = useOptionalService<TranscriptVersionApi>(TranscriptVersionApi);
  const reporter = useOptionalService<ErrorReporter>(ErrorReporter);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  // Said before the request: the organization's service is missing here, or has no model for the interview's language.
  const outlook = useLanguageOutlook(hasMedia ? story._id : undefined, story.language ?? '');

  if (!hasMedia) return <AttachRecording story={story} onAttached={onRequested} />;
  const request = async () => {
    if (!transcription || !versions) return;
    setBusy(true);
    try {
      await requestTranscription({ transcription, versions }, story._id, { mode: 'standard', regenerate: false });
      onRequested();
    } catch (error) {
      // A refusal (409) carries the catalogue's reason; anything else is unexpected.
      const refusal = apiFailureStatus(error) === 409 ? apiFailureMessage(error) : undefined;
      notify({ text: refusal ?? messages.errorBoundary, intent: 'error' });
      if (!refusal) reporter?.captureException(error, { tags: { storyId: story._id, action: 'transcribe' } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className={styles.card} aria-label={storyHubLabels.nextSteps}>
      <Subtitle2 as="h2">{storyHubLabels.noTranscriptYet}</Subtitle2>
      <Body1>{story.transcript === 'failed' ? messages.transcriptionFailedHere : storyHubLabels.thisInterviewHasNotBeenTranscribed}</Body1>
      {outlook?.refused && outlook.message && (
        <MessageBar intent="warning">
          <MessageBarBody>{outlook.message}</MessageBarBody>
        </MessageBar>
      )}
      {transcription && versions && (
        <Button appearance="primary" disabled={busy || outlook?.refused === true} onClick={() => void request()}>
          {storyHubLabels.requestTranscription}
        </Button>
      )}
    </Card>
  );
}

/** The next step of an interview without a recording: choose its file, which is uploaded to this interview. */
function AttachRecording({ story, onAttached }: { story: Story; onAttached(): void }) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement | null>(null);
  const attach = useAttachRecording(story._id, story.project_id ?? '', onAttached);
  const { state } = attach;
  return (
    <Card className={styles.card} aria-label={storyHubLabels.nextSteps}>
      <Subtitle2 as="h2">{storyHubLabels.noRecordingYet}</Subtitle2>
      <Body1>{messages.attachRecordingExplained}</Body1>
      <input
        ref={input}
        className={styles.file}
        type="file"
        accept="audio/*,video/*"
        aria-label={storyHubLabels.recordingFile}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) attach.choose(file);
        }}
      />
      {state.status === 'idle' && (
        <Button appearance="primary" onClick={() => input.current?.click()}>
          {messages.attachRecording}
        </Button>
      )}
      {state.status === 'uploading' && (
        <>
          <ProgressBar value={state.percent / 100} aria-label={messages.attachRecording} />
          <Body1 role="status">{messages.attachRecordingStarted}</Body1>
        </>
      )}
      {state.status === 'done' && <Body1 role="status">{messages.attachRecordingDone}</Body1>}
      {state.status === 'failed' && (
        <>
          <MessageBar intent="error">
            <MessageBarBody>{messages.attachRecordingFailed}</MessageBarBody>
          </MessageBar>
          <Button onClick={attach.retry}>{storyHubLabels.tryAgain}</Button>
        </>
      )}
    </Card>
  );
}
