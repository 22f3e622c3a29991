import { Body1, Button, Caption1, MessageBar, MessageBarBody, makeStyles, ProgressBar, Title1, tokens } from '@fluentui/react-components';
import { messages, uploadLabels } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { AppLink } from '../../components/app-link.js';
import { RecoveredStoryRow } from './recovered-story-row.js';
import { StoryDetails } from './story-details.js';
import { useUploadBatch } from './upload-context.js';
import { UploadFileRow } from './upload-file-row.js';
import { useBatchStories } from './use-batch-stories.js';
import { useLeaveGuard } from './use-leave-guard.js';
import { useListedStoryIds } from './use-listed-story-ids.js';
import { useMetadataDrafts } from './use-metadata-drafts.js';
import { useStoryStates } from './use-story-states.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '900px' },
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

export interface UploadingMetadataPageProps {
  backTo: string;
  hubPath(storyId: string): string;
  confirm?: (message: string) => boolean;
}

/**
 * Where the layout's upload box leads: every file of the running batch with its progress and, once its story exists,
 * a form for the story's title, description and record date, all saved with one Save. The stories are kept in the
 * address, so after a reload (the files are gone) their forms and state come back from the server.
 */
export function UploadingMetadataPage({ backTo, hubPath, confirm }: UploadingMetadataPageProps) {
  const styles = useStyles();
  const batch = useUploadBatch();
  const entries = useSelector(batch, (s) => s.context.entries);
  const current = useSelector(batch, (s) => s.context.current);
  const total = useSelector(batch, (s) => s.context.total);
  const uploading = useSelector(batch, (s) => s.context.uploading);
  const files = useBatchStories(entries);
  const listed = useListedStoryIds(files);
  const stories = useStoryStates(listed.all);
  const drafts = useMetadataDrafts(listed.all, stories);
  useLeaveGuard(uploading, confirm);

  const details = (storyId: string | null, name: string) => {
    if (!storyId) return <Caption1 className={styles.wide}>{uploadLabels.itsDetailsCanBeFilledIn}</Caption1>;
    return <StoryDetails storyId={storyId} name={name} state={stories.states.get(storyId)} drafts={drafts} />;
  };
  const link = (storyId: string, name: string) => (
    <AppLink to={hubPath(storyId)}>
      {uploadLabels.open} {name}
    </AppLink>
  );
  const unsaved = drafts.changes.length;
  return (
    <div className={styles.page}>
      <Title1 as="h1">{messages.uploadingFiles}</Title1>
      <AppLink to={backTo}>{uploadLabels.backToTheProject}</AppLink>
      {total > 0 && (
        <>
          <ProgressBar value={current / total} aria-label={messages.uploadingFiles} />
          <Body1>{messages.filesUploadedProgress(current, total)}</Body1>
        </>
      )}
      {stories.failed && (
        <MessageBar intent="error">
          <MessageBarBody>{uploadLabels.theStoriesDetailsCouldNotBe}</MessageBarBody>
          <Button size="small" onClick={stories.retry}>
            {uploadLabels.tryAgain}
          </Button>
        </MessageBar>
      )}
      {files.length + listed.recovered.length > 0 ? (
        <>
          <Body1>{uploadLabels.giveEachStoryATitleA}</Body1>
          <ul className={styles.list} aria-label={uploadLabels.files}>
            {files.map(({ entry, storyId }) => (
              <UploadFileRow
                key={entry.id}
                entry={entry}
                onCancel={() => batch.send({ type: 'upload.cancel', id: entry.id })}
                onResume={() => batch.send({ type: 'upload.resume', id: entry.id })}
                onRemove={() => batch.send({ type: 'upload.remove', id: entry.id })}
                completeExtra={(id) => link(id, entry.name)}
              >
                {details(storyId, entry.name)}
              </UploadFileRow>
            ))}
            {listed.recovered.map((storyId) => {
              const state = stories.states.get(storyId);
              const name = state?.available ? state.story.title || 'Untitled' : 'story';
              return (
                <RecoveredStoryRow key={storyId} state={state} link={link(storyId, name)}>
                  {state?.available && details(storyId, name)}
                </RecoveredStoryRow>
              );
            })}
          </ul>
          <div className={styles.saveBar}>
            <Button appearance="primary" disabled={unsaved === 0 || drafts.invalid || drafts.saving} onClick={() => void drafts.save()}>
              {drafts.saving ? uploadLabels.saving : uploadLabels.save}
            </Button>
            <Caption1 role="status">
              {unsaved === 0
                ? uploadLabels.noUnsavedChanges
                : unsaved === 1
                  ? uploadLabels.n1StoryWithUnsavedChanges
                  : uploadLabels.storiesWithUnsavedChanges(unsaved)}
            </Caption1>
          </div>
        </>
      ) : (
        <Body1>{uploadLabels.noFilesAreBeingUploaded}</Body1>
      )}
    </div>
  );
}
