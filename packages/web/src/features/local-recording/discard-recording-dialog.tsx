import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import { messages } from '@storykeep/core';
import { useState } from 'react';

/**
 * "Delete from this device" for a recording the server does not hold: it asks first, saying whether a saved copy exists,
 * and only the dialog's "Delete for good" deletes it.
 */
export function DiscardRecordingDialog({ saved, onConfirm }: { saved: boolean; onConfirm(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="subtle">{messages.localRecordingDelete}</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{messages.localRecordingDeleteTitle}</DialogTitle>
          <DialogContent>
            <Body1>{saved ? messages.localRecordingDeleteSaved : messages.localRecordingDeleteUnsaved}</Body1>
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {messages.localRecordingDeleteConfirm}
            </Button>
            <DialogTrigger disableButtonEnhancement>
              <Button>{messages.localRecordingDeleteCancel}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
