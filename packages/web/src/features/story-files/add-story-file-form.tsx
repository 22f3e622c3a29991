import { Button, Checkbox, Field, Input, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import {
  Clock,
  FILE_PROGRESS_THROTTLE_MS,
  messages,
  progressThrottle,
  STORY_FILE_MAX_BYTES,
  STORY_FILE_TYPES,
  StoryApi,
  type StoryFile,
  storyFilesLabels,
} from '@storykeep/core';
import { useEffect, useRef, useState } from 'react';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '100%' },
  file: { maxWidth: '100%', fontFamily: tokens.fontFamilyBase, fontSize: tokens.fontSizeBase300 },
});

const EMPTY = { title: '', description: '', releaseForm: false };
const KINDS = new Set<string>(STORY_FILE_TYPES);

/** Why a chosen file cannot be sent, before any byte moves (the server checks the same). */
function problemOf(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!KINDS.has(file.type)) return messages.fileKindRefused;
  if (file.size > STORY_FILE_MAX_BYTES) return messages.fileTooLarge;
  return undefined;
}

/** Upload of a document into the story: a file, its title (the file's name unless given), description and release-form mark. */
export function AddStoryFileForm({ storyId, onAdded }: { storyId: string; onAdded(file: StoryFile): void }) {
  const styles = useStyles();
  const api = useService<StoryApi>(StoryApi);
  const clock = useService<Clock>(Clock);
  const notify = useNotify();
  const [form, setForm] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<() => void>(undefined);
  useEffect(() => () => abort.current?.(), []);
  const problem = problemOf(file);
  const submit = async () => {
    if (!file || problem) return;
    setSent(0);
    // A single file's progress is shown at most once per 5 s; its end always shows.
    const progress = progressThrottle(FILE_PROGRESS_THROTTLE_MS, clock, setSent);
    try {
      const description = form.description.trim();
      const task = api.uploadFile(storyId, {
        file,
        title: form.title.trim() || file.name,
        ...(description ? { description } : {}),
        releaseForm: form.releaseForm,
        onProgress: progress.report,
      });
      abort.current = task.abort;
      const added = await task.done;
      progress.last(file.size);
      notify({ text: messages.fileAdded, intent: 'success' });
      setForm(EMPTY);
      setFile(null);
      if (input.current) input.current.value = '';
      onAdded(added);
    } catch {
      notify({ text: messages.fileAddFailed, intent: 'error' });
    } finally {
      abort.current = undefined;
      setSent(null);
    }
  };
  const busy = sent !== null;
  return (
    <form
      className={styles.form}
      aria-label={storyFilesLabels.addAFile}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field label={storyFilesLabels.file} required validationMessage={problem} validationState={problem ? 'error' : 'none'}>
        {(control) => (
          <input
            {...control}
            ref={input}
            className={styles.file}
            type="file"
            accept={STORY_FILE_TYPES.join(',')}
            disabled={busy}
            onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          />
        )}
      </Field>
      <Field label={storyFilesLabels.fileTitle} hint={storyFilesLabels.theFileSNameWhenLeft}>
        <Input value={form.title} disabled={busy} onChange={(_, d) => setForm({ ...form, title: d.value })} />
      </Field>
      <Field label={storyFilesLabels.fileDescription}>
        <Input value={form.description} disabled={busy} onChange={(_, d) => setForm({ ...form, description: d.value })} />
      </Field>
      <Checkbox
        label={storyFilesLabels.thisIsASignedReleaseForm}
        checked={form.releaseForm}
        disabled={busy}
        onChange={(_, d) => setForm({ ...form, releaseForm: d.checked === true })}
      />
      {busy && file && (
        <Field label={storyFilesLabels.uploadingFile(file.name)} validationState="none">
          <ProgressBar value={file.size > 0 ? Math.min(1, sent / file.size) : 0} />
        </Field>
      )}
      <Button type="submit" appearance="primary" disabled={busy || !file || Boolean(problem)}>
        {storyFilesLabels.uploadFile}
      </Button>
    </form>
  );
}
