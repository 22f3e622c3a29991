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
import { authoringLabels } from '@storykeep/core';
import { useState } from 'react';

/** Takes timecoded notes (a time such as 00:12:30 at the start of a line, then its title and notes) as pasted text. */
export function PasteNotesDialog({ onPaste, onClose }: { onPaste(text: string): void; onClose(): void }) {
  const [text, setText] = useState('');
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{authoringLabels.pasteTimecodedNotes}</DialogTitle>
          <DialogContent>
            <Field label={authoringLabels.timecodedNotes} hint={authoringLabels.eachLineStartingWithATime}>
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
              {authoringLabels.addSegments}
            </Button>
            <Button onClick={onClose}>{authoringLabels.cancel}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
