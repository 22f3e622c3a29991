import { pathTo } from '@storykeep/core';
import { useParams, useSearchParams } from 'react-router-dom';
import { StoryHubPage } from './story-hub-page.js';

/**
 * Every story hub route: under a project or a folder (optionally under `/organization/{id}`), and under
 * `/myInterviews`. The back link returns to the list the story was opened from.
 */
export function StoryHubRoute() {
  const { organizationId, projectId, folderId, storyId = '' } = useParams();
  const [params] = useSearchParams();
  const backTo = !projectId
    ? pathTo('myInterviews')
    : folderId
      ? organizationId
        ? pathTo('organizationFolder', { organizationCode: organizationId, projectId, folderId })
        : pathTo('folder', { projectId, folderId })
      : organizationId
        ? pathTo('organizationProject', { organizationCode: organizationId, projectId })
        : pathTo('project', { projectId });
  const initialSearch = params.get('transcriptSearch') ?? params.get('search') ?? '';
  return <StoryHubPage key={storyId} storyId={storyId} backTo={backTo} initialSearch={initialSearch} />;
}
