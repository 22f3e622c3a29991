import { makeStyles, Radio, RadioGroup, Subtitle2, tokens } from '@fluentui/react-components';
import type { AuthoringLayout } from '@storykeep/core';
import { authoringLabels } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { AuthoringToggles } from './authoring-toggles.js';
import { NameSpeakers } from './name-speakers.js';
import { TranscriptionControl } from './transcription/transcription-control.js';
import type { AuthoringActor } from './use-authoring.js';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingTop: tokens.spacingVerticalS },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * Transcription requests and the editor's layout choices, in a panel of their own beside the transcript. It stays
 * mounted while another panel is shown, so a running transcription is still followed and its end announced.
 */
export function AuthoringToolsPanel({ actor, storyId }: { actor: AuthoringActor; storyId: string }) {
  const styles = useStyles();
  const layout = useSelector(actor, (s) => s.context.layout);
  return (
    <div className={styles.panel}>
      <TranscriptionControl storyId={storyId} onCompleted={() => actor.send({ type: 'authoring.load' })} />
      <NameSpeakers actor={actor} />
      <section aria-label={authoringLabels.layout} className={styles.group}>
        <Subtitle2 as="h2">{authoringLabels.layout}</Subtitle2>
        <RadioGroup
          aria-label={authoringLabels.layout}
          value={layout}
          onChange={(_, data) => actor.send({ type: 'authoring.setLayout', layout: data.value as AuthoringLayout })}
        >
          <Radio value="transcript" label={authoringLabels.focusOnTranscript} />
          <Radio value="tabs" label={authoringLabels.focusOnTabs} />
        </RadioGroup>
        <AuthoringToggles actor={actor} />
      </section>
    </div>
  );
}
