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
} from '@fluentui/react-components';
import { authoringLabels } from '@storykeep/core';
import { useState } from 'react';

export interface SpeakerDialogProps {
  speaker: string;
  onChangeOne(name: string): void;
  onRenameAll(name: string): void;
  onClose(): void;
}

/** Changes one paragraph's speaker, or renames that speaker in every paragraph. */
export function SpeakerDialog({ speaker, onChangeOne, onRenameAll, onClose }: SpeakerDialogProps) {
  const [name, setName] = useState(speaker);
  const trimmed = name.trim();
  const apply = (action: (name: string) => void) => {
    if (trimmed) action(trimmed);
    onClose();
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{authoringLabels.speaker}</DialogTitle>
          <DialogContent>
            <Field label={authoringLabels.speakerName}>
              <Input value={name} onChange={(_, data) => setName(data.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={!trimmed} onClick={() => apply(onRenameAll)}>
              {authoringLabels.renameEverywhere}
            </Button>
            <Button disabled={!trimmed} onClick={() => apply(onChangeOne)}>
              {authoringLabels.thisParagraphOnly}
            </Button>
            <Button appearance="subtle" onClick={onClose}>
              {authoringLabels.cancel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
