import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Textarea,
} from '@fluentui/react-components';
import { useState } from 'react';

/** Takes timecoded notes (a time such as 00:12:30 at the start of a line, then its title and notes) as pasted text. */
export function PasteNotesDialog({ onPaste, onClose }: { onPaste(text: string): void; onClose(): void }) {
  const [text, setText] = useState('');
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Paste timecoded notes</DialogTitle>
          <DialogContent>
            <Field label="Timecoded notes" hint="Each line starting with a time, such as 00:12:30, begins a segment">
              <Textarea value={text} rows={8} resize="vertical" onChange={(_, data) => setText(data.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabled={!text.trim()}
              onClick={() => {
                onPaste(text);
                onClose();
              }}
            >
              Add segments
            </Button>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
