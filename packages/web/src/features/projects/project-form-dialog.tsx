import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { apiFailureMessage } from '@storykeep/core';
import { useState } from 'react';
import { FormMessage } from '../../components/form-message.js';

const useStyles = makeStyles({ fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

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
  const styles = useStyles();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [invites, setInvites] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ name: name.trim(), description, invites: splitInvites(invites) });
      setInvites('');
    } catch (failure) {
      setError(apiFailureMessage(failure) ?? 'The project could not be saved.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.fields}>
              <Field label="Project name" required>
                <Input value={name} onChange={(_, d) => setName(d.value)} />
              </Field>
              <Field label="Description">
                <Textarea value={description} onChange={(_, d) => setDescription(d.value)} />
              </Field>
              <Field label="Invite by email" hint="Separate addresses with commas or new lines">
                <Textarea value={invites} onChange={(_, d) => setInvites(d.value)} />
              </Field>
              <FormMessage text={error} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" appearance="primary" disabled={busy || !name.trim()}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
