import { Body1, Button, Caption1, makeStyles, mergeClasses, Subtitle2, Title1, tokens } from '@fluentui/react-components';
import type { UploadFile } from '@storykeep/core';
import { uploadLabels } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { type DragEvent, useMemo, useRef, useState } from 'react';
import { AppLink } from '../../components/app-link.js';
import { StoryDetails } from './story-details.js';
import { useUploadBatch } from './upload-context.js';
import { UploadFileRow } from './upload-file-row.js';
import { useBatchStories } from './use-batch-stories.js';
import { useLeaveGuard } from './use-leave-guard.js';
import { useMetadataDrafts } from './use-metadata-drafts.js';
import { STAGE_LABELS, useProcessingStages } from './use-processing-stages.js';
import { useStoryStates } from './use-story-states.js';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    maxWidth: '900px',
    minWidth: 0,
    '@media (max-width: 640px)': { padding: tokens.spacingHorizontalS },
  },
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
  wide: { gridColumn: '1 / -1' },
  saveBar: {
    position: 'sticky',
    bottom: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} 0`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
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
  /** An upload ticket the uploader redeemed: their files go where it says, and they see nothing else of the project. */
  ticket?: string | undefined;
  /** The page's heading and what it says under it. */
  heading?: string;
  intro?: string;
  /** Where the page's back link goes; none for a ticket's uploader, who has no project to go back to. */
  backTo?: string;
  /** The story hub of an uploaded story, for those who may open it. */
  hubPath?(storyId: string): string;
  /** The uploadingMetadata page, where the uploaded stories get their details. */
  metadataPath?: string;
  confirm?: (message: string) => boolean;
}

/** Upload files into a project (or a folder): drop or pick many, each with its progress, cancel, retry and remove. */
export function UploadPage({ projectId, folderId, ticket, heading, intro, backTo, hubPath, metadataPath, confirm }: UploadPageProps) {
  const styles = useStyles();
  const batch = useUploadBatch();
  const allEntries = useSelector(batch, (s) => s.context.entries);
  // A ticket's page lists only what was sent through that ticket.
  const entries = useMemo(
    () => (ticket ? allEntries.filter((entry) => entry.ref.getSnapshot().context.target.ticket === ticket) : allEntries),
    [allEntries, ticket],
  );
  const uploading = useSelector(batch, (s) => s.context.uploading);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useLeaveGuard(uploading, confirm);
  // Each file's details are filled in here while it uploads, and its processing and transcription followed after 100%.
  const files = useBatchStories(entries);
  const storyIds = files.flatMap((f) => (f.storyId ? [f.storyId] : []));
  const stories = useStoryStates(storyIds);
  const drafts = useMetadataDrafts(storyIds, stories);
  const stages = useProcessingStages(storyIds);
  const unsaved = drafts.changes.length;
  const add = (files: readonly File[]) => {
    if (files.length === 0) return;
    const target = { projectId, folderIds: folderId ? [folderId] : [], ...(ticket ? { ticket } : {}) };
    batch.send({ type: 'upload.addFiles', files: withIds(files), target });
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };
  return (
    <div className={styles.page}>
      <Title1 as="h1">{heading ?? uploadLabels.uploadFiles}</Title1>
      {intro && <Body1>{intro}</Body1>}
      {backTo && <AppLink to={backTo}>{uploadLabels.backToTheProject}</AppLink>}
      <section
        aria-label={uploadLabels.dropFilesHere}
        className={mergeClasses(styles.drop, dragging && styles.dragging)}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Subtitle2>{uploadLabels.dragAndDropAudioOrVideo}</Subtitle2>
        <Body1>{uploadLabels.or}</Body1>
        <Button appearance="primary" onClick={() => input.current?.click()}>
          {uploadLabels.chooseFiles}
        </Button>
        <input
          ref={input}
          className={styles.hidden}
          type="file"
          multiple
          accept="audio/*,video/*"
          aria-label={uploadLabels.chooseFiles}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </section>
      {entries.length > 0 && metadataPath && <AppLink to={metadataPath}>{uploadLabels.allUploadsAndTheirDetails}</AppLink>}
      {entries.length > 0 && (
        <>
          <Body1>{uploadLabels.giveEachStoryItsDetailsWhile}</Body1>
          <ul className={styles.list} aria-label={uploadLabels.files}>
            {files.map(({ entry, storyId }) => {
              const stage = storyId ? stages.get(storyId) : undefined;
              const state = storyId ? stories.states.get(storyId) : undefined;
              return (
                <UploadFileRow
                  key={entry.id}
                  entry={entry}
                  onCancel={() => batch.send({ type: 'upload.cancel', id: entry.id })}
                  onResume={() => batch.send({ type: 'upload.resume', id: entry.id })}
                  onRemove={() => batch.send({ type: 'upload.remove', id: entry.id })}
                  completeExtra={(id) => (
                    <>
                      {hubPath && (
                        <AppLink to={hubPath(id)}>
                          {uploadLabels.open} {entry.name}
                        </AppLink>
                      )}
                      {stage && <Caption1 role="status">{STAGE_LABELS[stage]}</Caption1>}
                    </>
                  )}
                >
                  {storyId ? (
                    <StoryDetails storyId={storyId} name={entry.name} state={state} drafts={drafts} />
                  ) : (
                    <Caption1 className={styles.wide}>{uploadLabels.itsDetailsCanBeFilledIn}</Caption1>
                  )}
                </UploadFileRow>
              );
            })}
          </ul>
          {storyIds.length > 0 && (
            <div className={styles.saveBar}>
              <Button appearance="primary" disabled={unsaved === 0 || drafts.invalid || drafts.saving} onClick={() => void drafts.save()}>
                {drafts.saving ? uploadLabels.saving : uploadLabels.saveDetails}
              </Button>
              <Caption1 role="status">
                {unsaved === 0 ? uploadLabels.noUnsavedChanges : uploadLabels.countWithUnsavedChanges(unsaved)}
              </Caption1>
            </div>
          )}
        </>
      )}
    </div>
  );
}
