import { Body1, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Link, Spinner } from '@fluentui/react-components';
import { componentsLabels, messages } from '@storykeep/core';
import { useLocalRecordingsDownload } from '../../shared/use-local-recordings-download.js';
import { BuildActions, BuildFailure } from './build-dialog-parts.js';

export interface LocalRecordingsDialogProps {
  storyId: string;
  title: string;
  open: boolean;
  onClose(): void;
}

/** "Download all local recordings" from a list row: packs each participant's own recording into one file to download. */
export function LocalRecordingsDialog({ storyId, title, open, onClose }: LocalRecordingsDialogProps) {
  const download = useLocalRecordingsDownload(storyId);
  if (!download) return null;
  const { state, start } = download;
  const busy = state.status === 'Starting' || state.status === 'Pending';
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{`${messages.downloadLocalRecordings}: ${title}`}</DialogTitle>
          <DialogContent>
            {busy && <Spinner size="tiny" role="status" label={messages.localRecordingsPacking} />}
            {state.status === 'Completed' && (
              <Link href={state.downloadUrl} download>
                {componentsLabels.downloadThePackedRecordings}
              </Link>
            )}
            <BuildFailure state={state} />
            {state.status === 'Idle' && <Body1>{componentsLabels.eachParticipantSOwnRecordingOf}</Body1>}
          </DialogContent>
          <BuildActions
            done={state.status === 'Completed'}
            busy={busy}
            startLabel={messages.downloadLocalRecordings}
            onStart={start}
            onClose={onClose}
          />
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
