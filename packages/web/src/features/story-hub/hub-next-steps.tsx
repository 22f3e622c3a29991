import { Body1, Button, Card, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { ErrorReporter, messages, pathTo, requestTranscription, type Story, TranscriptionApi, TranscriptVersionApi } from '@storykeep/core';
import { useState } from 'react';
import { AppLink } from '../../components/app-link.js';
import { useNotify } from '../../shared/notices.js';
import { useOptionalService } from '../../shared/optional-service.js';

const useStyles = makeStyles({ card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '40rem' } });

export interface HubNextStepsProps {
  story: Story;
  /** Whether the story has media to play. */
  hasMedia: boolean;
  /** Called after a transcription was requested, so the hub follows the new task. */
  onRequested(): void;
}

/**
 * What to do with a story that has nothing to show yet: upload its recording when it has none, else ask for its
 * transcript.
 */
export function HubNextSteps({ story, hasMedia, onRequested }: HubNextStepsProps) {
  const styles = useStyles();
  const transcription = useOptionalService<TranscriptionApi>(TranscriptionApi);
  const versions = useOptionalService<TranscriptVersionApi>(TranscriptVersionApi);
  const reporter = useOptionalService<ErrorReporter>(ErrorReporter);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  if (!hasMedia) {
    return (
      <Card className={styles.card} aria-label="Next steps">
        <Subtitle2 as="h2">No recording yet</Subtitle2>
        <Body1>This interview has no recording. Upload one; it is transcribed once it has been processed.</Body1>
        {story.project_id && <AppLink to={pathTo('uploadFiles', { projectId: story.project_id })}>Upload a recording</AppLink>}
      </Card>
    );
  }
  const request = async () => {
    if (!transcription || !versions) return;
    setBusy(true);
    try {
      await requestTranscription({ transcription, versions }, story._id, { mode: 'standard', regenerate: false });
      onRequested();
    } catch (error) {
      notify({ text: messages.errorBoundary, intent: 'error' });
      reporter?.captureException(error, { tags: { storyId: story._id, action: 'transcribe' } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className={styles.card} aria-label="Next steps">
      <Subtitle2 as="h2">No transcript yet</Subtitle2>
      <Body1>This interview has not been transcribed. Ask for a transcript; it appears here when it is ready.</Body1>
      {transcription && versions && (
        <Button appearance="primary" disabled={busy} onClick={() => void request()}>
          Request transcription
        </Button>
      )}
    </Card>
  );
}
