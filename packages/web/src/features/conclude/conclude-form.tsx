import { Button, Checkbox, Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import type { Folder } from '@storykeep/core';
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
      <Field label="Title" required>
        <Input value={values.title} onChange={(_, d) => onChange({ ...values, title: d.value })} />
      </Field>
      <Field label="Description">
        <Textarea value={values.description} onChange={(_, d) => onChange({ ...values, description: d.value })} />
      </Field>
      <Field label="Notes">
        <Textarea value={values.notes} onChange={(_, d) => onChange({ ...values, notes: d.value })} />
      </Field>
      {folders.some((f) => f.name) && (
        <fieldset className={styles.folders}>
          <legend className={styles.legend}>Folders</legend>
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
      <Field label="Email addresses to notify" hint="Separate addresses with commas or new lines">
        <Textarea value={values.emails} onChange={(_, d) => onChange({ ...values, emails: d.value })} />
      </Field>
      <Checkbox
        label="Notify the project group"
        checked={values.notifyGroup}
        onChange={(_, d) => onChange({ ...values, notifyGroup: d.checked === true })}
      />
      <Checkbox
        label="I accept the terms and conditions"
        checked={values.termsAccepted}
        onChange={(_, d) => onChange({ ...values, termsAccepted: d.checked === true })}
      />
      <Button type="submit" appearance="primary" disabled={busy || !values.termsAccepted || !values.title.trim()}>
        Save interview
      </Button>
    </form>
  );
}
