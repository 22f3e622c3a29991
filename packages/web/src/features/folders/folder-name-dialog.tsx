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
  Textarea,
} from '@fluentui/react-components';
import { useState } from 'react';

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
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit({ name: name.trim(), description });
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <Field label="Folder name" required>
                <Input value={name} onChange={(_, d) => setName(d.value)} />
              </Field>
              <Field label="Description">
                <Textarea value={description} onChange={(_, d) => setDescription(d.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" appearance="primary" disabled={!name.trim()}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
