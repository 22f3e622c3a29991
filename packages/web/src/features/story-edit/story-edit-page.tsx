import { Body1, makeStyles, Spinner, Subtitle2, Title1, tokens } from '@fluentui/react-components';
import { type Folder, FolderApi, messages, type Story, StoryApi, storyEditLabels } from '@storykeep/core';
import { useState } from 'react';
import { AppLink } from '../../components/app-link.js';
import { useStoryFilesSlot } from '../../components/story-files-slot.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';
import { OhmsImportSection } from './ohms-import-section.js';
import { StoryEditForm } from './story-edit-form.js';

const useStyles = makeStyles({
  files: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL, maxWidth: '60rem' },
});

export interface StoryEditPageProps {
  storyId: string;
  projectId: string;
  /** Where the back link goes: the list the story was opened from. */
  backTo: string;
}

/** The story edit page: the story's details, then its release forms and other files. */
export function StoryEditPage({ storyId, projectId, backTo }: StoryEditPageProps) {
  const styles = useStyles();
  const stories = useService<StoryApi>(StoryApi);
  const foldersApi = useService<FolderApi>(FolderApi);
  const loaded = useLoad(async (): Promise<{ story: Story; folders: Folder[] }> => {
    const [story, folders] = await Promise.all([stories.get(storyId), foldersApi.listOfProject(projectId)]);
    return { story, folders };
  }, [stories, foldersApi, storyId, projectId]);
  const [title, setTitle] = useState<string | null>(null);
  const Files = useStoryFilesSlot();
  if (loaded.state === 'loading') return <Spinner label={storyEditLabels.loadingTheInterview} />;
  if (loaded.state === 'failed') return <Body1 role="alert">{messages.errorBoundary}</Body1>;
  const shownTitle = title ?? loaded.value.story.title ?? '';
  return (
    <div className={styles.page}>
      <Title1 as="h1">{storyEditLabels.editHeading(shownTitle || storyEditLabels.theInterview)}</Title1>
      <AppLink to={backTo}>{storyEditLabels.backToTheInterviews}</AppLink>
      <StoryEditForm story={loaded.value.story} folders={loaded.value.folders} onSaved={(story) => setTitle(story.title ?? '')} />
      <OhmsImportSection storyId={storyId} />
      {Files && (
        <section aria-label={storyEditLabels.releaseFormsAndFiles} className={styles.files}>
          <Subtitle2 as="h2">{storyEditLabels.releaseFormsAndFiles}</Subtitle2>
          <Files storyId={storyId} storyTitle={shownTitle} inline />
        </section>
      )}
    </div>
  );
}
