import { Button, Field, Label, Textarea, useId } from '@fluentui/react-components';
import { authoringLabels, importTypedTranscript, messages, replaceTranscriptKeepingCurrent, typedTranscriptFormat } from '@storykeep/core';
import { useState } from 'react';
import { FormDialog, useSubmission } from '../../../components/form-dialog.js';
import { useRevisionPorts } from './use-revision-ports.js';

export interface ImportTranscriptDialogProps {
  storyId: string;
  /** Called once the typed transcript is the story's current one; the editor reloads it. */
  onImported(): void;
}

/** A chosen file's text (FileReader, which every browser and jsdom have). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

const FORMAT_NAMES = { text: 'plain text', srt: 'SRT', vtt: 'WebVTT' } as const;

/**
 * A button opening a dialog where a typed transcript is pasted or chosen as a .txt, .srt or .vtt file. It is timed
 * on the story's media with the recognised words and saved as the current transcript, the previous one kept as a
 * version.
 */
export function ImportTranscriptDialog({ storyId, onImported }: ImportTranscriptDialogProps) {
  const ports = useRevisionPorts();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | undefined>();
  const submission = useSubmission(messages.errorBoundary);
  const format = typedTranscriptFormat(text, fileName);
  const fileId = useId('typed-file');

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setText(await readText(file));
  };
  const close = () => {
    setOpen(false);
    setText('');
    setFileName(undefined);
    submission.setError(null);
  };
  const submit = () =>
    submission.run(async () => {
      const recognised = await ports.transcripts.get(storyId);
      const typed = importTypedTranscript({ format, text, recognised });
      await replaceTranscriptKeepingCurrent(ports, storyId, typed);
      close();
      onImported();
    });

  return (
    <>
      <Button onClick={() => setOpen(true)}>{authoringLabels.importATypedTranscript}</Button>
      <FormDialog
        open={open}
        title={authoringLabels.importATypedTranscript}
        submitLabel={submission.busy ? 'Importing…' : 'Import'}
        submitDisabled={submission.busy || text.trim().length === 0}
        onDismiss={close}
        onSubmit={() => void submit()}
      >
        <Label htmlFor={fileId}>{authoringLabels.chooseATxtSrtOrVtt}</Label>
        <input
          id={fileId}
          type="file"
          accept=".txt,.srt,.vtt,text/plain,text/vtt,application/x-subrip"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <Field
          label={authoringLabels.typedTranscript}
          hint={authoringLabels.readAsFormat(FORMAT_NAMES[format])}
          validationMessage={submission.error ?? undefined}
        >
          <Textarea
            value={text}
            resize="vertical"
            rows={8}
            onChange={(_, d) => {
              setText(d.value);
              setFileName(undefined);
            }}
          />
        </Field>
      </FormDialog>
    </>
  );
}
