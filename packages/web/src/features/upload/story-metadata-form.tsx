import { Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { uploadLabels } from '@storykeep/core';
import { useLanguageOutlook } from '../../shared/use-speech-services.js';
import type { MetadataDraft, MetadataValues } from './metadata-draft.js';
import { titleProblem } from './metadata-draft.js';

const useStyles = makeStyles({
  form: {
    gridColumn: '1 / -1',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: 'none',
    margin: 0,
    padding: `${tokens.spacingVerticalS} 0 0`,
    minWidth: 0,
    // A phone gives each field the whole width: two columns of Fluent's inputs would not fit.
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  // Fluent's inputs keep a minimum width of their own; in the grid they take the column's width instead.
  input: { minWidth: 0, width: '100%' },
  wide: { gridColumn: '1 / -1' },
});

export interface StoryMetadataFormProps {
  /** The file or story the fields are for, so each field's name says whose it is. */
  name: string;
  values: MetadataValues;
  /** Whether the person touched the title (a cleared title is pointed out only then). */
  titleTouched: boolean;
  onChange(field: keyof MetadataDraft, value: string): void;
  /** The started story, so the Language field can say before transcription whether its service takes the language. */
  storyId?: string;
}

/** Title, record date, narrator, interviewer, place, language and description of one uploaded story. */
export function StoryMetadataForm({ name, values, titleTouched, onChange, storyId }: StoryMetadataFormProps) {
  const styles = useStyles();
  const outlook = useLanguageOutlook(storyId, values.language);
  const problem = titleTouched ? titleProblem(values) : null;
  return (
    <fieldset className={styles.form} aria-label={uploadLabels.detailsOfStory(name)}>
      <Field label={uploadLabels.title} required validationMessage={problem ?? undefined} validationState={problem ? 'error' : 'none'}>
        <Input className={styles.input} value={values.title} onChange={(_, data) => onChange('title', data.value)} maxLength={500} />
      </Field>
      <Field label={uploadLabels.recordDate}>
        <Input className={styles.input} type="date" value={values.recordDate} onChange={(_, data) => onChange('recordDate', data.value)} />
      </Field>
      <Field label={uploadLabels.narrator}>
        <Input className={styles.input} value={values.narrator} onChange={(_, data) => onChange('narrator', data.value)} maxLength={300} />
      </Field>
      <Field label={uploadLabels.interviewer}>
        <Input
          className={styles.input}
          value={values.interviewer}
          onChange={(_, data) => onChange('interviewer', data.value)}
          maxLength={300}
        />
      </Field>
      <Field label={uploadLabels.place}>
        <Input className={styles.input} value={values.place} onChange={(_, data) => onChange('place', data.value)} maxLength={300} />
      </Field>
      <Field
        label={uploadLabels.language}
        validationState={outlook?.refused ? 'warning' : outlook?.message ? 'none' : undefined}
        validationMessage={outlook?.message ?? undefined}
      >
        <Input className={styles.input} value={values.language} onChange={(_, data) => onChange('language', data.value)} maxLength={100} />
      </Field>
      <Field label={uploadLabels.description} className={styles.wide}>
        <Textarea
          value={values.description}
          onChange={(_, data) => onChange('description', data.value)}
          resize="vertical"
          maxLength={10_000}
        />
      </Field>
    </fieldset>
  );
}
