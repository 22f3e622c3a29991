import { Body1, Button, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { apiFailureMessage, type Folder, FolderApi, messages, pathTo } from '@storykeep/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { FolderNameDialog } from './folder-name-dialog.js';

const useStyles = makeStyles({
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface FolderHeaderProps {
  folder: Folder;
  canManage: boolean;
  /** Where to go once the folder is deleted (its project). */
  projectPath: string;
  onChanged(): void;
}

/** A folder's name and description, with Edit and Delete for those who manage its project. */
export function FolderHeader({ folder, canManage, projectPath, onChanged }: FolderHeaderProps) {
  const styles = useStyles();
  const api = useService<FolderApi>(FolderApi);
  const notify = useNotify();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const remove = async () => {
    try {
      await api.delete(folder._id);
      notify({ text: messages.folderDeleted, intent: 'success' });
      navigate(projectPath);
    } catch (failure) {
      notify({ text: apiFailureMessage(failure) ?? 'The folder could not be deleted.', intent: 'error' });
    }
  };
  return (
    <header className={styles.header}>
      <Title1 as="h1">{folder.name || 'Folder'}</Title1>
      {folder.description && <Body1 as="p">{folder.description}</Body1>}
      <div className={styles.actions}>
        <Button onClick={() => navigate(pathTo('folderUploadFiles', { projectId: folder.project, folderId: folder._id }))}>
          Upload files
        </Button>
        <Button onClick={() => navigate(pathTo('folderRoomStart', { projectId: folder.project, folderId: folder._id }))}>
          Start a call
        </Button>
        {canManage && <Button onClick={() => setEditing(true)}>Edit folder</Button>}
        {canManage && !folder.defaultFolderForProject && <Button onClick={remove}>Delete folder</Button>}
      </div>
      <FolderNameDialog
        title="Edit folder"
        submitLabel="Save"
        open={editing}
        initial={{ name: folder.name ?? '', description: folder.description ?? '' }}
        onClose={() => setEditing(false)}
        onSubmit={async (values) => {
          await api.edit(folder._id, values);
          setEditing(false);
          onChanged();
        }}
      />
    </header>
  );
}
