import { Body1, Button, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { apiFailureMessage, type Folder, FolderApi, foldersLabels, messages } from '@storykeep/core';
import { type ReactNode, useState } from 'react';
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
  /** The ways of adding interviews into this folder (upload, record, call, import…), composed by the page. */
  actions?: ReactNode;
  onChanged(): void;
}

/** A folder's name and description, the ways of adding interviews to it, and Edit and Delete for those who manage its project. */
export function FolderHeader({ folder, canManage, projectPath, actions, onChanged }: FolderHeaderProps) {
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
      notify({ text: apiFailureMessage(failure) ?? messages.folderDeleteFailed, intent: 'error' });
    }
  };
  return (
    <header className={styles.header}>
      <Title1 as="h1">{folder.name || foldersLabels.folder}</Title1>
      {folder.description && <Body1 as="p">{folder.description}</Body1>}
      {actions}
      <div className={styles.actions}>
        {canManage && <Button onClick={() => setEditing(true)}>{foldersLabels.editFolder}</Button>}
        {canManage && !folder.defaultFolderForProject && <Button onClick={remove}>{foldersLabels.deleteFolder}</Button>}
      </div>
      <FolderNameDialog
        title={foldersLabels.editFolder}
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
