import { Button, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { apiFailureMessage, type Folder, FolderApi, foldersLabels, messages } from '@storykeep/core';
import { useState } from 'react';
import { AppLink } from '../../components/app-link.js';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { FolderNameDialog } from './folder-name-dialog.js';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, listStyleType: 'none', margin: 0, padding: 0 },
});

export interface FolderPanelProps {
  projectId: string;
  folders: Folder[];
  canManage: boolean;
  /** Where a folder's page is (the organization variant keeps its prefix). */
  folderPath(folder: Folder): string;
  onChanged(): void;
}

/** A project's folders, with New folder for those who manage the project. */
export function FolderPanel({ projectId, folders, canManage, folderPath, onChanged }: FolderPanelProps) {
  const styles = useStyles();
  const api = useService<FolderApi>(FolderApi);
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  return (
    <section className={styles.panel} aria-label={foldersLabels.folders}>
      <Subtitle2 as="h2">{foldersLabels.folders}</Subtitle2>
      <ul className={styles.list}>
        {folders
          .filter((f) => f.name)
          .map((folder) => (
            <li key={folder._id}>
              <AppLink to={folderPath(folder)}>
                {folder.name} ({folder.numberOfStories ?? 0})
              </AppLink>
            </li>
          ))}
      </ul>
      {canManage && (
        <div>
          <Button onClick={() => setCreating(true)}>{foldersLabels.newFolder}</Button>
        </div>
      )}
      <FolderNameDialog
        key={String(creating)}
        title={foldersLabels.newFolder}
        submitLabel="Create folder"
        open={creating}
        onClose={() => setCreating(false)}
        onSubmit={async ({ name, description }) => {
          try {
            const folder = await api.create({ name, project: projectId, ...(description ? { description } : {}) });
            notify({ text: messages.folderCreated(folder.name ?? name), intent: 'success' });
            setCreating(false);
            onChanged();
          } catch (failure) {
            notify({ text: apiFailureMessage(failure) ?? messages.folderCreateFailed, intent: 'error' });
          }
        }}
      />
    </section>
  );
}
