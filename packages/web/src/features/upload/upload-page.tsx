import { Body1, Button, makeStyles, mergeClasses, Subtitle2, Title1, tokens } from '@fluentui/react-components';
import type { UploadFile } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { type DragEvent, useRef, useState } from 'react';
import { AppLink } from '../../components/app-link.js';
import { useUploadBatch } from './upload-context.js';
import { UploadFileRow } from './upload-file-row.js';
import { useLeaveGuard } from './use-leave-guard.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '900px' },
  drop: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXXL,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  dragging: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  hidden: { display: 'none' },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
});

let nextFileId = 0;

/** Ids unique within the page's lifetime, so the same file chosen twice uploads twice. */
function withIds(files: readonly File[]): { id: string; file: UploadFile }[] {
  return files.map((file) => {
    nextFileId += 1;
    return { id: `file-${nextFileId}`, file };
  });
}

export interface UploadPageProps {
  projectId: string;
  folderId?: string | undefined;
  /** Where the page's back link goes. */
  backTo: string;
  /** The story hub of an uploaded story. */
  hubPath(storyId: string): string;
  /** The uploadingMetadata page, where the uploaded stories get their details. */
  metadataPath?: string;
  confirm?: (message: string) => boolean;
}

/** Upload files into a project (or a folder): drop or pick many, each with its progress, cancel, retry and remove. */
export function UploadPage({ projectId, folderId, backTo, hubPath, metadataPath, confirm }: UploadPageProps) {
  const styles = useStyles();
  const batch = useUploadBatch();
  const entries = useSelector(batch, (s) => s.context.entries);
  const uploading = useSelector(batch, (s) => s.context.uploading);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useLeaveGuard(uploading, confirm);
  const add = (files: readonly File[]) => {
    if (files.length === 0) return;
    batch.send({ type: 'upload.addFiles', files: withIds(files), target: { projectId, folderIds: folderId ? [folderId] : [] } });
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };
  return (
    <div className={styles.page}>
      <Title1 as="h1">Upload files</Title1>
      <AppLink to={backTo}>Back to the project</AppLink>
      <section
        aria-label="Drop files here"
        className={mergeClasses(styles.drop, dragging && styles.dragging)}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Subtitle2>Drag and drop audio or video files here</Subtitle2>
        <Body1>or</Body1>
        <Button appearance="primary" onClick={() => input.current?.click()}>
          Choose files
        </Button>
        <input
          ref={input}
          className={styles.hidden}
          type="file"
          multiple
          accept="audio/*,video/*"
          aria-label="Choose files"
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </section>
      {entries.length > 0 && metadataPath && <AppLink to={metadataPath}>Fill in the stories' details</AppLink>}
      {entries.length > 0 && (
        <ul className={styles.list} aria-label="Files">
          {entries.map((entry) => (
            <UploadFileRow
              key={entry.id}
              entry={entry}
              onCancel={() => batch.send({ type: 'upload.cancel', id: entry.id })}
              onResume={() => batch.send({ type: 'upload.resume', id: entry.id })}
              onRemove={() => batch.send({ type: 'upload.remove', id: entry.id })}
              completeExtra={(storyId) => <AppLink to={hubPath(storyId)}>Open {entry.name}</AppLink>}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
