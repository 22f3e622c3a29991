import { Field, Input, Textarea } from '@fluentui/react-components';
import { messages, projectsLabels } from '@storykeep/core';
import { useState } from 'react';
import { FormDialog, useSubmission } from '../../components/form-dialog.js';
import { FormMessage } from '../../components/form-message.js';

export interface ProjectFormValues {
  name: string;
  description: string;
  /** E-mail addresses to invite, one per line or separated by commas. */
  invites: string[];
}

export interface ProjectFormDialogProps {
  title: string;
  submitLabel: string;
  open: boolean;
  initial?: Partial<ProjectFormValues>;
  onSubmit(values: ProjectFormValues): Promise<void>;
  onClose(): void;
}

const splitInvites = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter((e) => e.length > 0);

/** Create or edit a project: name, description and e-mail invitations. */
export function ProjectFormDialog({ title, submitLabel, open, initial, onSubmit, onClose }: ProjectFormDialogProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [invites, setInvites] = useState('');
  const { busy, error, run } = useSubmission(messages.projectSaveFailed);
  const submit = () =>
    run(async () => {
      await onSubmit({ name: name.trim(), description, invites: splitInvites(invites) });
      setInvites('');
    });
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      submitDisabled={busy || !name.trim()}
      onDismiss={onClose}
      onSubmit={() => void submit()}
    >
      <Field label={projectsLabels.projectName} required>
        <Input value={name} onChange={(_, d) => setName(d.value)} />
      </Field>
      <Field label={projectsLabels.description}>
        <Textarea value={description} onChange={(_, d) => setDescription(d.value)} />
      </Field>
      <Field label={projectsLabels.inviteByEmail} hint={projectsLabels.separateAddressesWithCommasOrNew}>
        <Textarea value={invites} onChange={(_, d) => setInvites(d.value)} />
      </Field>
      <FormMessage text={error} />
    </FormDialog>
  );
}
