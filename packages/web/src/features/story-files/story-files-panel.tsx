import {
  Body1,
  Checkbox,
  makeStyles,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { messages, StoryApi, type StoryFile, storyFilesLabels } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { AddStoryFileForm } from './add-story-file-form.js';
import { StoryFileActions } from './story-file-actions.js';

const useStyles = makeStyles({ panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

type Files = { state: 'loading' } | { state: 'ready'; files: StoryFile[] } | { state: 'failed' };

/** A story's documents and release forms: the list (download, delete), marking a file as a signed release form, uploading one. */
export function StoryFilesPanel({ storyId, heading = true }: { storyId: string; heading?: boolean }) {
  const styles = useStyles();
  const api = useService<StoryApi>(StoryApi);
  const notify = useNotify();
  const [files, setFiles] = useState<Files>({ state: 'loading' });
  const [updating, setUpdating] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.listFiles(storyId).then(
      (list) => live && setFiles({ state: 'ready', files: list }),
      () => {
        if (!live) return;
        setFiles({ state: 'failed' });
        notify({ text: messages.fileListFailed, intent: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, storyId, notify]);
  const list = files.state === 'ready' ? files.files : [];
  const replace = (file: StoryFile) => setFiles({ state: 'ready', files: list.map((f) => (f._id === file._id ? file : f)) });
  const setReleaseForm = async (file: StoryFile, releaseForm: boolean) => {
    setUpdating(file._id);
    try {
      replace(await api.setReleaseForm(storyId, file._id, releaseForm));
      notify({ text: messages.fileUpdated, intent: 'success' });
    } catch {
      notify({ text: messages.fileUpdateFailed, intent: 'error' });
    } finally {
      setUpdating(null);
    }
  };
  return (
    <section className={styles.panel} aria-label={heading ? storyFilesLabels.filesAndReleaseForms : undefined}>
      {heading && <Subtitle2 as="h2">{storyFilesLabels.filesAndReleaseForms}</Subtitle2>}
      {files.state === 'loading' && <Spinner size="tiny" label={storyFilesLabels.loadingFiles} />}
      {files.state === 'failed' && <Body1 role="alert">{messages.fileListFailed}</Body1>}
      {files.state === 'ready' && list.length === 0 && <Body1>{storyFilesLabels.noFilesYet}</Body1>}
      {list.length > 0 && (
        <Table aria-label={storyFilesLabels.files}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{storyFilesLabels.title}</TableHeaderCell>
              <TableHeaderCell>{storyFilesLabels.description}</TableHeaderCell>
              <TableHeaderCell>{storyFilesLabels.releaseForm}</TableHeaderCell>
              <TableHeaderCell>{storyFilesLabels.actions}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.map((file) => (
              <TableRow key={file._id}>
                <TableCell>{file.url ? <a href={file.url}>{file.title}</a> : file.title}</TableCell>
                <TableCell>{file.description}</TableCell>
                <TableCell>
                  <Checkbox
                    aria-label={storyFilesLabels.isAReleaseForm(file.title)}
                    checked={file.release_form}
                    disabled={updating === file._id}
                    onChange={(_, d) => void setReleaseForm(file, d.checked === true)}
                  />
                </TableCell>
                <TableCell>
                  <StoryFileActions
                    storyId={storyId}
                    file={file}
                    onDeleted={() =>
                      setFiles((now) => ({
                        state: 'ready',
                        files: now.state === 'ready' ? now.files.filter((f) => f._id !== file._id) : [],
                      }))
                    }
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <AddStoryFileForm
        storyId={storyId}
        onAdded={(file) => setFiles((now) => ({ state: 'ready', files: [...(now.state === 'ready' ? now.files : []), file] }))}
      />
    </section>
  );
}
