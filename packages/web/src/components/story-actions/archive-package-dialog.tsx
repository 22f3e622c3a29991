import {
  Body1,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  makeStyles,
  ProgressBar,
  tokens,
} from '@fluentui/react-components';
import { messages } from '@storykeep/core';
import { useArchivePackage } from '../../shared/use-archive-package.js';
import { BuildActions, BuildFailure } from './build-dialog-parts.js';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface ArchivePackageDialogProps {
  storyId: string;
  title: string;
  open: boolean;
  onClose(): void;
}

/**
 * The archival package of one interview: says what it holds, builds it on the server (a job, followed with its
 * progress) and offers the file once built. Closing the dialog leaves a running build to finish on the server.
 */
export function ArchivePackageDialog({ storyId, title, open, onClose }: ArchivePackageDialogProps) {
  const styles = useStyles();
  const archive = useArchivePackage(storyId);
  if (!archive) return null;
  const { state, start } = archive;
  const busy = state.status === 'Starting' || state.status === 'Pending';
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{`${messages.archivePackage}: ${title}`}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1>{messages.archivePackageExplained}</Body1>
            {busy && (
              <ProgressBar
                aria-label={messages.archivePackagePreparing}
                {...(state.status === 'Pending' && state.progress !== null ? { value: state.progress } : {})}
              />
            )}
            {busy && <Body1 role="status">{messages.archivePackagePreparing}</Body1>}
            {state.status === 'Completed' && (
              <Link href={state.downloadUrl} download>
                {messages.archivePackageReady}
              </Link>
            )}
            <BuildFailure state={state} />
          </DialogContent>
          <BuildActions
            done={state.status === 'Completed'}
            busy={busy}
            startLabel={messages.archivePackageStart}
            onStart={start}
            onClose={onClose}
          />
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
