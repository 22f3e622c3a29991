import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { authoringLabels, messages, SEPARATED_SPEAKER, type SpeakerNameSuggestion, suggestSpeakerNames } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { AuthoringActor } from './use-authoring.js';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  trigger: { alignSelf: 'flex-start' },
});

/** The speakers still named "Speaker n", in order of first appearance. */
function separatedSpeakers(paragraphs: ReadonlyArray<{ speaker: string }>): string[] {
  return [...new Set(paragraphs.map((p) => p.speaker).filter((s) => SEPARATED_SPEAKER.test(s)))];
}

const hintOf = (suggestion: SpeakerNameSuggestion | undefined) =>
  suggestion?.role === 'interviewer'
    ? messages.speakerSuggestedInterviewer
    : suggestion?.role === 'narrator'
      ? messages.speakerSuggestedNarrator
      : undefined;

/**
 * Offers names for the speakers speech-to-text told apart, from the interview's narrator and interviewer, for a
 * person to confirm or change; applying renames every paragraph of each speaker (one undoable edit per speaker).
 */
export function NameSpeakers({ actor }: { actor: AuthoringActor }) {
  const hasSeparated = useSelector(actor, (s) => s.context.transcript?.paragraphs.some((p) => SEPARATED_SPEAKER.test(p.speaker)) ?? false);
  const [names, setNames] = useState<Map<string, string> | null>(null);
  const [suggestions, setSuggestions] = useState<SpeakerNameSuggestion[]>([]);
  const styles = useStyles();
  if (!hasSeparated) return null;

  const open = () => {
    const { transcript, story } = actor.getSnapshot().context;
    const paragraphs = transcript?.paragraphs ?? [];
    const offered = story ? suggestSpeakerNames(paragraphs, story) : [];
    setSuggestions(offered);
    setNames(new Map(separatedSpeakers(paragraphs).map((s) => [s, offered.find((o) => o.speaker === s)?.name ?? ''])));
  };
  const apply = () => {
    for (const [from, name] of names ?? []) {
      const to = name.trim();
      if (to && to !== from) actor.send({ type: 'authoring.edit', command: { type: 'renameSpeaker', from, to } });
    }
    setNames(null);
  };

  return (
    <>
      <Button className={styles.trigger} onClick={open}>
        {messages.nameSpeakers}
      </Button>
      {names && (
        <Dialog open onOpenChange={(_, data) => !data.open && setNames(null)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{messages.nameSpeakers}</DialogTitle>
              <DialogContent className={styles.fields}>
                <p>{messages.nameSpeakersHint}</p>
                {[...names].map(([speaker, name]) => (
                  <Field key={speaker} label={speaker} hint={hintOf(suggestions.find((s) => s.speaker === speaker))}>
                    <Input value={name} onChange={(_, data) => setNames(new Map(names).set(speaker, data.value))} />
                  </Field>
                ))}
              </DialogContent>
              <DialogActions>
                <Button appearance="primary" onClick={apply}>
                  {messages.nameSpeakersApply}
                </Button>
                <Button appearance="subtle" onClick={() => setNames(null)}>
                  {authoringLabels.cancel}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </>
  );
}
