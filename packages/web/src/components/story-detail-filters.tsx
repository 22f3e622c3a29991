import { Field, Input, makeStyles } from '@fluentui/react-components';
import { messages } from '@storykeep/core';
import { useEffect, useRef, useState } from 'react';

/** The cataloguing filters of an interview list or a search: blank means any. */
export interface StoryDetailFilterValues {
  narrator: string;
  language: string;
}

const useStyles = makeStyles({
  // Narrow enough that two fit beside each other on a phone, and wrap below otherwise.
  field: { flexGrow: 1, flexBasis: '9rem', minWidth: 0, maxWidth: '16rem' },
  input: { width: '100%', minWidth: 0 },
});

/** How long typing must pause before the filter applies. */
const FILTER_PAUSE_MS = 300;

/**
 * Narrator and language filters, applied as the person types (after a pause; emptying one applies at once). The
 * narrator matches when it contains the text, the language when it starts with it, either ignoring case.
 */
export function StoryDetailFilters({
  values,
  onChange,
}: {
  values: StoryDetailFilterValues;
  onChange(next: StoryDetailFilterValues): void;
}) {
  const [narrator, setNarrator] = useState(values.narrator);
  const [language, setLanguage] = useState(values.language);
  // The latest handler, so a parent drawn again while the person types does not restart the pause.
  const change = useRef(onChange);
  change.current = onChange;
  useEffect(() => {
    const wanted = { narrator: narrator.trim(), language: language.trim() };
    if (wanted.narrator === values.narrator && wanted.language === values.language) return;
    const cleared = (!wanted.narrator && values.narrator) || (!wanted.language && values.language);
    const timer = setTimeout(() => change.current(wanted), cleared ? 0 : FILTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [narrator, language, values.narrator, values.language]);
  return (
    <>
      <FilterField
        label={messages.narratorLabel}
        placeholder={messages.narratorFilterPlaceholder}
        value={narrator}
        onChange={setNarrator}
      />
      <FilterField
        label={messages.languageLabel}
        placeholder={messages.languageFilterPlaceholder}
        value={language}
        onChange={setLanguage}
      />
    </>
  );
}

/** One detail's search box, typed into as the list filters. */
function FilterField(props: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  const styles = useStyles();
  return (
    <Field label={props.label} className={styles.field}>
      <Input
        className={styles.input}
        type="search"
        placeholder={props.placeholder}
        value={props.value}
        onChange={(_, d) => props.onChange(d.value)}
      />
    </Field>
  );
}
