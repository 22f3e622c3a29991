import { Field, Input } from '@fluentui/react-components';
import { LANGUAGES, settingsMessages } from '@storykeep/core';
import { useLanguageOutlook } from '../../shared/use-speech-services.js';

/** The cataloguing details of an interview, as the edit form holds them. */
export interface StoryDetailsValues {
  narrator: string;
  interviewer: string;
  place: string;
  language: string;
}

export interface StoryDetailsFieldsProps {
  storyId: string;
  values: StoryDetailsValues;
  onChange(values: StoryDetailsValues): void;
}

const LANGUAGE_LIST_ID = 'story-language-names';

/**
 * Narrator, interviewer, place and language. Beside the language the page says, before anything runs, whether the
 * service that would transcribe this interview takes it (the server refuses the same cases).
 */
export function StoryDetailsFields({ storyId, values, onChange }: StoryDetailsFieldsProps) {
  const outlook = useLanguageOutlook(storyId, values.language);
  const refused = outlook?.refused === true;
  const set = (key: keyof StoryDetailsValues) => (_: unknown, d: { value: string }) => onChange({ ...values, [key]: d.value });
  return (
    <>
      <Field label={settingsMessages.narratorLabel}>
        <Input value={values.narrator} onChange={set('narrator')} />
      </Field>
      <Field label={settingsMessages.interviewerLabel}>
        <Input value={values.interviewer} onChange={set('interviewer')} />
      </Field>
      <Field label={settingsMessages.placeLabel}>
        <Input value={values.place} onChange={set('place')} />
      </Field>
      <Field
        label={settingsMessages.languageLabel}
        validationState={refused ? 'warning' : outlook?.message ? 'none' : undefined}
        validationMessage={outlook?.message ?? undefined}
      >
        <Input value={values.language} list={LANGUAGE_LIST_ID} onChange={set('language')} />
      </Field>
      <datalist id={LANGUAGE_LIST_ID}>
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.name} />
        ))}
      </datalist>
    </>
  );
}
