import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import {
  authoringLabels,
  ErrorReporter,
  isTranscriptReady,
  LanguageCodeSchema,
  messages,
  requestTranscription,
  SPEECH_SERVICE_LABELS,
  TranscriptionApi,
  type TranscriptionMode,
  TranscriptVersionApi,
  transcriptionAdvancedUnavailable,
} from '@storykeep/core';
import { useEffect, useRef, useState } from 'react';
import { useService } from '../../../shared/container-context.js';
import { useNotify } from '../../../shared/notices.js';
import { useOptionalService } from '../../../shared/optional-service.js';
import { useLanguageOutlook, useStorySpeechService } from '../../../shared/use-speech-services.js';
import { type Clock, useStoryTranscription } from './use-story-transcription.js';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '32rem' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

export interface TranscriptionControlProps {
  storyId: string;
  /** Called when a transcription of the story has finished and its transcript is ready to load. */
  onCompleted(): void;
  /** For tests: a simulated clock for the story's polling. */
  clock?: Clock;
}

/**
 * Requests a transcription, or regenerates the transcript (standard or advanced, in a chosen language): before a
 * regenerate the current transcript is kept as a version. While the task runs the story is polled; when it finishes
 * 'Transcription Completed!' is shown and a browser notification raised.
 */
export function TranscriptionControl({ storyId, onCompleted, clock }: TranscriptionControlProps) {
  const styles = useStyles();
  const transcription = useService<TranscriptionApi>(TranscriptionApi);
  const versions = useService<TranscriptVersionApi>(TranscriptVersionApi);
  const reporter = useOptionalService<ErrorReporter>(ErrorReporter);
  const notify = useNotify();
  const { story, notice, running, refresh } = useStoryTranscription(storyId, clock);
  const [mode, setMode] = useState<TranscriptionMode>('standard');
  const [language, setLanguage] = useState('');
  const [busy, setBusy] = useState(false);
  const completed = useRef(onCompleted);
  completed.current = onCompleted;
  useEffect(() => {
    if (notice?.text === messages.transcriptionCompleted) completed.current();
  }, [notice]);

  // The service that would transcribe, and whether it takes the language asked (or the interview's own): said here,
  // before the request, as the server would refuse it.
  const speech = useStorySpeechService(storyId);
  const outlook = useLanguageOutlook(storyId, language.trim() || (speech?.language ?? ''));
  const offersAdvanced = speech?.service?.advanced === true;
  // A service without a different advanced mode shows the choice disabled, with why, rather than run standard as advanced.
  const noAdvanced =
    speech?.service && !offersAdvanced ? transcriptionAdvancedUnavailable(SPEECH_SERVICE_LABELS[speech.service.service]) : null;
  const checkedLanguage = LanguageCodeSchema.safeParse(language);
  const languageError = language.trim() && !checkedLanguage.success ? checkedLanguage.error.issues[0]?.message : undefined;
  const regenerate = story ? isTranscriptReady(story) : false;
  const submit = async () => {
    setBusy(true);
    try {
      const tag = language.trim() ? checkedLanguage.data : undefined;
      await requestTranscription({ versions, transcription }, storyId, {
        mode: offersAdvanced ? mode : 'standard',
        language: tag,
        regenerate,
      });
      await refresh();
    } catch (error) {
      notify({ text: messages.errorBoundary, intent: 'error' });
      reporter?.captureException(error, { tags: { storyId, action: 'transcribe' } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label={authoringLabels.transcription} className={styles.panel}>
      {notice && (
        <MessageBar intent={notice.intent}>
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      )}
      {running && <Spinner size="tiny" labelPosition="after" label={authoringLabels.transcriptionInProgress} />}
      {speech?.service && (
        <Field label={authoringLabels.transcriptionMode} hint={noAdvanced ?? messages.transcriptionAdvancedHint}>
          <RadioGroup
            layout="horizontal"
            value={offersAdvanced ? mode : 'standard'}
            onChange={(_, d) => setMode(d.value as TranscriptionMode)}
          >
            <Radio value="standard" label={authoringLabels.standard} />
            <Radio value="advanced" label={authoringLabels.advanced} disabled={!offersAdvanced} />
          </RadioGroup>
        </Field>
      )}
      <div className={styles.row}>
        <Field
          label={authoringLabels.language}
          hint={(!outlook?.refused && outlook?.message) || authoringLabels.aLanguageTagSuchAsEn}
          validationMessage={languageError ?? (outlook?.refused ? outlook.message : undefined)}
          validationState={languageError ? 'error' : outlook?.refused ? 'warning' : undefined}
        >
          <Input value={language} onChange={(_, d) => setLanguage(d.value)} />
        </Field>
        <Button
          appearance="primary"
          disabled={!story || busy || running || Boolean(languageError) || outlook?.refused === true}
          onClick={() => void submit()}
        >
          {regenerate ? authoringLabels.regenerateTranscript : authoringLabels.requestTranscription}
        </Button>
      </div>
    </section>
  );
}
