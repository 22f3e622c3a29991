import { Button, Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { messages, StoryApi, type StoryFile } from '@storykeep/core';
import { useState } from 'react';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

const EMPTY = { title: '', description: '', url: '', releaseForm: false };

/** `POST /stories/{id}/add_file`: a document's title, description, address, and whether it is a release form. */
export function AddStoryFileForm({ storyId, onAdded }: { storyId: string; onAdded(file: StoryFile): void }) {
  const styles = useStyles();
  const api = useService<StoryApi>(StoryApi);
  const notify = useNotify();
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const description = form.description.trim();
      const url = form.url.trim();
      const file = await api.addFile(storyId, {
        title: form.title.trim(),
        ...(description ? { description } : {}),
        ...(url ? { url } : {}),
        release_form: form.releaseForm,
      });
      notify({ text: messages.fileAdded, intent: 'success' });
      setForm(EMPTY);
      onAdded(file);
    } catch {
      notify({ text: messages.fileAddFailed, intent: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.form}
      aria-label="Add a file"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field label="File title" required>
        <Input value={form.title} onChange={(_, d) => setForm({ ...form, title: d.value })} />
      </Field>
      <Field label="File description">
        <Input value={form.description} onChange={(_, d) => setForm({ ...form, description: d.value })} />
      </Field>
      <Field label="File address">
        <Input type="url" value={form.url} onChange={(_, d) => setForm({ ...form, url: d.value })} />
      </Field>
      <Checkbox
        label="This is a signed release form"
        checked={form.releaseForm}
        onChange={(_, d) => setForm({ ...form, releaseForm: d.checked === true })}
      />
      <Button type="submit" disabled={busy || !form.title.trim()}>
        Add file
      </Button>
    </form>
  );
}
