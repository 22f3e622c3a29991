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
import { StoryFilesPanel } from './story-files-panel.js';

/** A "Files and release forms" button that opens the story's files in a dialog. */
export function StoryFilesDialog({ storyId, storyTitle }: { storyId: string; storyTitle: string }) {
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button>Files and release forms</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{storyTitle}</DialogTitle>
          <DialogContent>
            <StoryFilesPanel storyId={storyId} />
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">Close</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
