import { useParams, useSearchParams } from 'react-router-dom';
import { StoryHubPage } from './story-hub-page.js';

/**
 * Every story hub route: under a project or a folder (optionally under `/organization/{id}`), and under
 * `/myInterviews`. The back link returns to the list the story was opened from.
 */
export function StoryHubRoute() {
  const { organizationCode, projectId, folderId, storyId = '' } = useParams();
  const [params] = useSearchParams();
  const organization = organizationCode ? `/organization/${organizationCode}` : '';
  const backTo = !projectId
    ? '/myInterviews'
    : folderId
      ? `${organization}/projects/${projectId}/folders/${folderId}`
      : `${organization}/projects/${projectId}`;
  const initialSearch = params.get('transcriptSearch') ?? params.get('search') ?? '';
  return <StoryHubPage key={storyId} storyId={storyId} backTo={backTo} initialSearch={initialSearch} />;
}
