import { Field, Input, Textarea } from '@fluentui/react-components';
import { foldersLabels } from '@storykeep/core';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog.js';

export interface FolderNameDialogProps {
  title: string;
  submitLabel: string;
  open: boolean;
  initial?: { name: string; description: string };
  onSubmit(values: { name: string; description: string }): void;
  onClose(): void;
}

/** A folder's name and description, for creating or editing it. */
export function FolderNameDialog({ title, submitLabel, open, initial, onSubmit, onClose }: FolderNameDialogProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      submitDisabled={!name.trim()}
      onDismiss={onClose}
      onSubmit={() => onSubmit({ name: name.trim(), description })}
    >
      <Field label={foldersLabels.folderName} required>
        <Input value={name} onChange={(_, d) => setName(d.value)} />
      </Field>
      <Field label={foldersLabels.description}>
        <Textarea value={description} onChange={(_, d) => setDescription(d.value)} />
      </Field>
    </FormDialog>
  );
}
