import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  SearchBox,
  tokens,
} from '@fluentui/react-components';
import {
  Analytics,
  type Folder,
  FolderApi,
  interviewsLabels,
  MANAGE_FOLDERS_DIALOG_MAX_WIDTH_PX,
  MANAGE_FOLDERS_LIST_MAX_HEIGHT_PX,
  messages,
  type Story,
  searchFolders,
} from '@storykeep/core';
import { useState } from 'react';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { useOptionalService } from '../../shared/optional-service.js';

const useStyles = makeStyles({
  surface: { maxWidth: `${MANAGE_FOLDERS_DIALOG_MAX_WIDTH_PX}px` },
  legend: { padding: 0 },
  list: {
    border: 'none',
    padding: 0,
    marginLeft: 0,
    marginRight: 0,
    marginBottom: 0,
    maxHeight: `${MANAGE_FOLDERS_LIST_MAX_HEIGHT_PX}px`,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    marginTop: tokens.spacingVerticalM,
  },
});

/** `add_to_folder` for each story, naming the folders it was not in before, and `bulk_add_to_folder_stories` once. */
function trackAdded(analytics: Analytics | undefined, stories: Story[], folderIds: string[]) {
  if (!analytics) return;
  for (const story of stories) {
    const before = new Set(story.foldersId ?? story.folders?.map((f) => f._id) ?? []);
    analytics.track({ name: 'add_to_folder', params: { story_id: story._id, new_folders: folderIds.filter((id) => !before.has(id)) } });
  }
  analytics.track({ name: 'bulk_add_to_folder_stories', params: { count: stories.length } });
}

export interface ManageFoldersDialogProps {
  open: boolean;
  stories: Story[];
  folders: Folder[];
  onClose(changed: boolean): void;
}

/** Puts the selected interviews into folders, or takes them out: a searchable list of the project's folders. */
export function ManageFoldersDialog({ open, stories, folders, onClose }: ManageFoldersDialogProps) {
  const styles = useStyles();
  const api = useService<FolderApi>(FolderApi);
  const notify = useNotify();
  const analytics = useOptionalService<Analytics>(Analytics);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const run = async (change: 'add' | 'remove') => {
    setBusy(true);
    const storyIds = stories.map((s) => s._id);
    try {
      if (change === 'add') {
        await api.addStories(storyIds, [...chosen]);
        trackAdded(analytics, stories, [...chosen]);
      } else await api.removeStories(storyIds, [...chosen]);
      notify({ text: change === 'add' ? messages.storiesAddedToFolders : messages.storiesRemovedFromFolders, intent: 'success' });
      setChosen(new Set());
      onClose(true);
    } catch {
      notify({ text: messages.addToFoldersFailed, intent: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose(false)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{messages.labels.manageFolders}</DialogTitle>
          <DialogContent>
            <SearchBox
              aria-label={interviewsLabels.searchFolders}
              placeholder={interviewsLabels.searchFolders}
              value={query}
              onChange={(_, d) => setQuery(d.value)}
            />
            <fieldset className={styles.list}>
              <legend className={styles.legend}>{interviewsLabels.folders}</legend>
              {searchFolders(folders, query).map((folder) => (
                <Checkbox
                  key={folder._id}
                  label={folder.name}
                  checked={chosen.has(folder._id)}
                  onChange={(_, d) => toggle(folder._id, d.checked === true)}
                />
              ))}
            </fieldset>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => onClose(false)}>
              {interviewsLabels.cancel}
            </Button>
            <Button disabled={busy || chosen.size === 0} onClick={() => run('remove')}>
              {interviewsLabels.removeFromFolders}
            </Button>
            <Button appearance="primary" disabled={busy || chosen.size === 0} onClick={() => run('add')}>
              {interviewsLabels.addToFolders}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
