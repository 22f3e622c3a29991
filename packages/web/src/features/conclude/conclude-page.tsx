import { Body1, makeStyles, Spinner, Title1, tokens } from '@fluentui/react-components';
import {
  ConcludeApi,
  type ConcludeSaveStatus,
  concludeLabels,
  ErrorReporter,
  type Folder,
  FolderApi,
  messages,
  pathTo,
  type Story,
  StoryApi,
} from '@storykeep/core';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useStoryFilesSlot } from '../../components/story-files-slot.js';
import { useAuth } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';
import { useOptionalService } from '../../shared/optional-service.js';
import { useWorkspace } from '../../shared/workspace-context.js';
import { ConcludeForm } from './conclude-form.js';
import { type ConcludeFormValues, concludeFormValues, concludeRequest } from './conclude-request.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px', padding: tokens.spacingHorizontalXL },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', justifyContent: 'space-between' },
});

interface Loaded {
  story: Story | null;
  folders: Folder[];
}

/** Where the author lands after concluding: the story hub when signed in, the thank-you page otherwise. */
export function afterConcludePath(storyId: string, projectId: string | null, folderId: string | null, signedIn: boolean): string {
  if (!signedIn || !projectId) return pathTo('thankYou', { storyId });
  return folderId ? pathTo('folderStoryHub', { projectId, folderId, storyId }) : pathTo('storyHub', { projectId, storyId });
}

/**
 * `/stories/{id}/conclude` (public) and its project and folder variants: the author describes the new story and
 * saves it (`POST /stories/{id}/conclude`), which then starts its processing — transcode with the automaticTranscode
 * flag on, deepgram transcription otherwise. `?upload=1` marks media that came from a file upload.
 */
export function ConcludePage() {
  const styles = useStyles();
  const StoryFiles = useStoryFilesSlot();
  const { storyId = '', projectId: routeProject, folderId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const stories = useService<StoryApi>(StoryApi);
  const folderApi = useService<FolderApi>(FolderApi);
  const conclude = useService<ConcludeApi>(ConcludeApi);
  const reporter = useOptionalService<ErrorReporter>(ErrorReporter);
  const { flags } = useWorkspace();
  const signedIn = useAuth((s) => s.context.authenticated);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [values, setValues] = useState<ConcludeFormValues | null>(null);
  const [status, setStatus] = useState<ConcludeSaveStatus>('saved');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    (async () => {
      // A visitor may not read the story; they still describe it from blank fields.
      const story = await stories.get(storyId).catch(() => null);
      const project = routeProject ?? story?.project_id ?? null;
      const folders = project ? await folderApi.listOfProject(project).catch(() => []) : [];
      if (!live) return;
      setLoaded({ story, folders });
      setValues(concludeFormValues(story, folderId ?? null));
    })();
    return () => {
      live = false;
    };
  }, [stories, folderApi, storyId, routeProject, folderId]);
  if (!loaded || !values) return <Spinner label={concludeLabels.loadingTheInterview} />;
  const projectId = routeProject ?? loaded.story?.project_id ?? null;
  const save = async () => {
    setBusy(true);
    try {
      await conclude.conclude(
        storyId,
        concludeRequest(loaded.story, values, { storyId, projectId, isUpload: search.get('upload') === '1' }),
      );
      setStatus('saved');
    } catch (failure) {
      setStatus('error');
      reporter?.captureException(failure, { tags: { story_id: storyId } });
      setBusy(false);
      return;
    }
    // The story is saved; a processing request that fails is reported, and the author moves on regardless.
    await (flags.automaticTranscode ? conclude.transcode(storyId) : conclude.deepgramTranscribe(storyId)).catch((failure: unknown) =>
      reporter?.captureException(failure, { tags: { story_id: storyId } }),
    );
    setBusy(false);
    navigate(afterConcludePath(storyId, projectId, folderId ?? null, signedIn));
  };
  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <Title1 as="h1">{concludeLabels.saveYourInterview}</Title1>
        <Body1 role="status" aria-label={concludeLabels.savingStatus}>
          {status === 'saved' ? messages.allChangesSaved : messages.someChangesNotSaved}
        </Body1>
      </div>
      {signedIn && StoryFiles && <StoryFiles storyId={storyId} storyTitle={values.title || 'Files and release forms'} />}
      <ConcludeForm values={values} folders={loaded.folders} busy={busy} onChange={setValues} onSubmit={() => void save()} />
    </div>
  );
}
