import { Button, Checkbox, Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import type { Folder } from '@storykeep/core';
import { concludeLabels } from '@storykeep/core';
import type { ConcludeFormValues } from './conclude-request.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  folders: { border: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column' },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS },
});

export interface ConcludeFormProps {
  values: ConcludeFormValues;
  folders: Folder[];
  busy: boolean;
  onChange(values: ConcludeFormValues): void;
  onSubmit(): void;
}

/** The conclude page's fields: title, description, notes, folders, addresses to tell, and the terms. */
export function ConcludeForm({ values, folders, busy, onChange, onSubmit }: ConcludeFormProps) {
  const styles = useStyles();
  const toggleFolder = (id: string, on: boolean) =>
    onChange({ ...values, folders: on ? [...values.folders, id] : values.folders.filter((f) => f !== id) });
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Field label={concludeLabels.title} required>
        <Input value={values.title} onChange={(_, d) => onChange({ ...values, title: d.value })} />
      </Field>
      <Field label={concludeLabels.description}>
        <Textarea value={values.description} onChange={(_, d) => onChange({ ...values, description: d.value })} />
      </Field>
      <Field label={concludeLabels.notes}>
        <Textarea value={values.notes} onChange={(_, d) => onChange({ ...values, notes: d.value })} />
      </Field>
      {folders.some((f) => f.name) && (
        <fieldset className={styles.folders}>
          <legend className={styles.legend}>{concludeLabels.folders}</legend>
          {folders
            .filter((f) => f.name)
            .map((folder) => (
              <Checkbox
                key={folder._id}
                label={folder.name}
                checked={values.folders.includes(folder._id)}
                onChange={(_, d) => toggleFolder(folder._id, d.checked === true)}
              />
            ))}
        </fieldset>
      )}
      <Field label={concludeLabels.emailAddressesToNotify} hint={concludeLabels.separateAddressesWithCommasOrNew}>
        <Textarea value={values.emails} onChange={(_, d) => onChange({ ...values, emails: d.value })} />
      </Field>
      <Checkbox
        label={concludeLabels.notifyTheProjectGroup}
        checked={values.notifyGroup}
        onChange={(_, d) => onChange({ ...values, notifyGroup: d.checked === true })}
      />
      <Checkbox
        label={concludeLabels.iAcceptTheTermsAndConditions}
        checked={values.termsAccepted}
        onChange={(_, d) => onChange({ ...values, termsAccepted: d.checked === true })}
      />
      <Button type="submit" appearance="primary" disabled={busy || !values.termsAccepted || !values.title.trim()}>
        {concludeLabels.saveInterview}
      </Button>
    </form>
  );
}
