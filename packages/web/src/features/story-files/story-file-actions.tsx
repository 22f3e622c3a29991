import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { isUploadedStoryFile, messages, StoryApi, type StoryFile, storyFilesLabels } from '@storykeep/core';
import { useState } from 'react';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';

const useStyles = makeStyles({ actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS } });

/** Follows a download link: the server answers it as an attachment, so the page stays where it is. */
function followDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** A file's download (a fresh short-lived link at each click) and, for those the server lets delete it, delete buttons. */
export function StoryFileActions({ storyId, file, onDeleted }: { storyId: string; file: StoryFile; onDeleted(): void }) {
  const styles = useStyles();
  const api = useService<StoryApi>(StoryApi);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    try {
      followDownload(await api.fileDownloadUrl(storyId, file._id));
    } catch {
      notify({ text: messages.fileListFailed, intent: 'error' });
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await api.deleteFile(storyId, file._id);
      notify({ text: messages.fileDeleted, intent: 'success' });
      onDeleted();
    } catch {
      notify({ text: messages.fileDeleteFailed, intent: 'error' });
      setBusy(false);
    }
  };
  return (
    <div className={styles.actions}>
      {isUploadedStoryFile(file) && (
        <Button size="small" aria-label={storyFilesLabels.downloadFile(file.title)} onClick={() => void download()}>
          {storyFilesLabels.download}
        </Button>
      )}
      {file.can_delete === true && (
        <Button size="small" aria-label={storyFilesLabels.deleteFile(file.title)} disabled={busy} onClick={() => void remove()}>
          {storyFilesLabels.delete}
        </Button>
      )}
    </div>
  );
}
