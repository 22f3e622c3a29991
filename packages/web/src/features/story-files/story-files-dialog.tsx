import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import { storyFilesLabels } from '@storykeep/core';
import { StoryFilesPanel } from './story-files-panel.js';

export interface StoryFilesDialogProps {
  storyId: string;
  storyTitle: string;
  /** A short "Files" button (as in a table row), named after the story for screen readers. */
  compact?: boolean;
}

/** A button that opens the story's files and release forms in a dialog. */
export function StoryFilesDialog({ storyId, storyTitle, compact = false }: StoryFilesDialogProps) {
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        {compact ? (
          <Button size="small" aria-label={storyFilesLabels.filesAndReleaseFormsOf(storyTitle)}>
            {storyFilesLabels.files}
          </Button>
        ) : (
          <Button>{storyFilesLabels.filesAndReleaseForms}</Button>
        )}
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{storyTitle}</DialogTitle>
          <DialogContent>
            <StoryFilesPanel storyId={storyId} />
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{storyFilesLabels.close}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
