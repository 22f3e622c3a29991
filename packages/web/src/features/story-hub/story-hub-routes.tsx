import { pathTo } from '@storykeep/core';
import { useParams, useSearchParams } from 'react-router-dom';
import { HUB_SHARE_PARAM } from '../../components/story-actions/story-paths.js';
import { StoryHubPage } from './story-hub-page.js';

/**
 * Every story hub route: under a project or a folder (optionally under `/organization/{id}`), and under
 * `/myInterviews`. The back link returns to the list the story was opened from.
 */
export function StoryHubRoute() {
  const { organizationCode, projectId, folderId, storyId = '' } = useParams();
  const [params] = useSearchParams();
  const backTo = !projectId
    ? pathTo('myInterviews')
    : folderId
      ? organizationCode
        ? pathTo('organizationFolder', { organizationCode, projectId, folderId })
        : pathTo('folder', { projectId, folderId })
      : organizationCode
        ? pathTo('organizationProject', { organizationCode, projectId })
        : pathTo('project', { projectId });
  const initialSearch = params.get('transcriptSearch') ?? params.get('search') ?? '';
  const at = Number(params.get('t'));
  const initialTime = Number.isFinite(at) && at > 0 ? at : undefined;
  return (
    <StoryHubPage
      key={storyId}
      storyId={storyId}
      backTo={backTo}
      initialSearch={initialSearch}
      {...(initialTime !== undefined ? { initialTime } : {})}
      place={{ projectId, folderId }}
      shareAtStart={params.get(HUB_SHARE_PARAM) === '1'}
    />
  );
}
