import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { type Index, messages, ProjectApi, pathTo, RoomApi, type Story, storyHubLabels, type Transcript } from '@storykeep/core';
import { useState } from 'react';
import { AppLink } from '../../components/app-link.js';
import { AppLinkButton } from '../../components/app-link-button.js';
import { exportRecordOf } from '../../components/export-files.js';
import { ExportMenu } from '../../components/export-menu.js';
import { ArchivePackageDialog } from '../../components/story-actions/archive-package-dialog.js';
import { clipPath, editorPath, editPath, type StoryPlace } from '../../components/story-actions/story-paths.js';
import { useService } from '../../shared/container-context.js';
import { useLocalRecordingStreams } from '../../shared/local-recording-sync.js';
import { useOptionalService } from '../../shared/optional-service.js';
import { useCanManageProject } from '../../shared/use-access-subject.js';
import { useLoad } from '../../shared/use-load.js';
import { HubRecordingChoice } from './hub-recording-choice.js';
import { LocalRecordingsDownload } from './local-recordings-download.js';
import { LocalTracks } from './local-tracks.js';
import { PublicPageControl } from './public-page-control.js';

const useStyles = makeStyles({
  actions: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, minWidth: 0 },
});

export interface HubActionsProps {
  story: Story;
  transcript: Transcript | null;
  indexes: Index[];
  place: StoryPlace;
  /** Open the public-page dialog at once (Share chosen on a list row). */
  shareAtStart: boolean;
}

/**
 * What one does with an interview from its hub: open the editor, edit its details, cut a clip, export, share, build
 * the archival package (those who manage it), download the local recordings (recorded on devices), its entities;
 * below them, for an interview recorded in a call, who was recorded and whose video is in the recording.
 */
export function HubActions({ story, transcript, indexes, place, shareAtStart }: HubActionsProps) {
  const styles = useStyles();
  const projects = useService<ProjectApi>(ProjectApi);
  const projectId = place.projectId ?? story.project_id;
  const project = useLoad(() => (projectId ? projects.get(projectId) : Promise.resolve(null)), [projects, projectId]);
  const canManage = useCanManageProject(project.state === 'ready' ? project.value : null);
  const [archiving, setArchiving] = useState(false);
  const edit = editPath(story, place);
  const call = useStoryCall(story);
  const onDevice = Object.values(useLocalRecordingStreams()).some((stream) => stream.status.storyId === story._id);
  const index = indexes[0];
  const conclude = projectId
    ? place.folderId
      ? pathTo('folderConclude', { projectId, folderId: place.folderId, storyId: story._id })
      : pathTo('conclude', { projectId, storyId: story._id })
    : null;
  const title = story.title || 'Untitled interview';
  return (
    <>
      <section className={styles.actions} aria-label={messages.interviewActions}>
        <AppLinkButton appearance="primary" to={editorPath(story._id)}>
          {messages.openEditor}
        </AppLinkButton>
        {edit && <AppLinkButton to={edit}>{messages.editDetails}</AppLinkButton>}
        <AppLinkButton to={clipPath(story._id)}>{messages.makeClip}</AppLinkButton>
        <ExportMenu storyId={story._id} title={story.title} transcript={transcript} indexes={indexes} record={exportRecordOf(story)} />
        <PublicPageControl storyId={story._id} sharedPage={story.shared_page} publishing={story.publishing} openAtStart={shareAtStart} />
        {canManage && <Button onClick={() => setArchiving(true)}>{messages.archivePackage}</Button>}
        {story.type === 'local' && <LocalRecordingsDownload storyId={story._id} />}
        {story.type === 'local' && <LocalTracks storyId={story._id} />}
        {transcript && <AppLink to={pathTo('entity', { storyId: story._id })}>{storyHubLabels.peoplePlacesAndDates}</AppLink>}
        {index && <AppLink to={pathTo('authorMetadata', { storyId: story._id, indexId: index._id })}>{messages.editIndex}</AppLink>}
        {index && <AppLink to={pathTo('authorNotes', { storyId: story._id, indexId: index._id })}>{messages.indexNotes}</AppLink>}
        {call && <AppLink to={pathTo('storyRoom', { storyId: story._id })}>{messages.theCall}</AppLink>}
        {call && conclude && <AppLink to={conclude}>{messages.concludeInterview}</AppLink>}
        {onDevice && (
          <MessageBar intent="warning">
            <MessageBarBody>
              {`${messages.localRecordingNotSent} `}
              <AppLink to={pathTo('localRecordingStatus')}>{messages.seeDeviceRecordings}</AppLink>
            </MessageBarBody>
          </MessageBar>
        )}
        {archiving && <ArchivePackageDialog storyId={story._id} title={title} open onClose={() => setArchiving(false)} />}
      </section>
      {/* A call's recording: whose video goes into it, chosen again after the call. */}
      {story.type === 'local' && <HubRecordingChoice storyId={story._id} />}
    </>
  );
}

/**
 * Whether the interview was made as a call (it has a room): asked only of an interview without a recording yet or
 * recorded on devices, the ones a call makes, so other hubs make no extra request.
 */
function useStoryCall(story: Story): boolean {
  const rooms = useOptionalService<RoomApi>(RoomApi);
  const hasMedia = Boolean(story.archiveURL ?? story.custom_archive_url);
  const asks = Boolean(rooms) && (!hasMedia || story.type === 'local');
  const room = useLoad(() => (asks && rooms ? rooms.storyRoom(story._id) : Promise.resolve(null)), [rooms, story._id, asks]);
  return room.state === 'ready' && room.value !== null;
}
