import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { authoringLabels } from '@storykeep/core';

/** Asks before something is removed for good. */
export function ConfirmDialog({ title, text, onConfirm, onClose }: { title: string; text: string; onConfirm(): void; onClose(): void }) {
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{text}</DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              onClick={() => {
                onConfirm();
                onClose();
              }}
            >
              {authoringLabels.delete}
            </Button>
            <Button onClick={onClose}>{authoringLabels.cancel}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
