import { Body1, Button, Field, Input } from '@fluentui/react-components';
import { messages, type Project, ProjectApi, projectsLabels } from '@storykeep/core';
import { useState } from 'react';
import { FormDialog, useSubmission } from '../../components/form-dialog.js';
import { FormMessage } from '../../components/form-message.js';
import { useService } from '../../shared/container-context.js';

export interface AskForRecordingsDialogProps {
  project: Project;
  open: boolean;
  onClose(): void;
}

/**
 * Makes an upload ticket: a single-use link whose holder (a narrator, a family member, often without an account) can
 * send recordings into the project, and see nothing else of it.
 */
export function AskForRecordingsDialog({ project, open, onClose }: AskForRecordingsDialogProps) {
  const api = useService<ProjectApi>(ProjectApi);
  const { busy, error, setError, run } = useSubmission(messages.uploadTicketFailed);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const close = () => {
    setError(null);
    setLink(null);
    setCopied(false);
    onClose();
  };
  const make = () =>
    run(async () => {
      const ticket = await api.createTicket(project._id, { kind: 'upload' });
      setLink(ticket.url);
      setCopied(false);
    });
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <FormDialog
      open={open}
      title={projectsLabels.askForRecordings}
      submitLabel={link ? 'Make another link' : 'Make a link'}
      cancelLabel={link ? 'Done' : 'Cancel'}
      submitDisabled={busy}
      onDismiss={close}
      onSubmit={() => void make()}
    >
      <Body1>{projectsLabels.sendThisLinkToSomeoneWithRecordings(project.name)}</Body1>
      {link && (
        <>
          <Field label={projectsLabels.linkToSend}>
            <Input readOnly value={link} onFocus={(event) => event.target.select()} />
          </Field>
          <Button onClick={() => void copy()}>{copied ? projectsLabels.copied : projectsLabels.copyLink}</Button>
        </>
      )}
      <FormMessage text={error} />
    </FormDialog>
  );
}
