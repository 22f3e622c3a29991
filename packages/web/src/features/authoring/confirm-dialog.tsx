import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';

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
              Delete
            </Button>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
