import { useParams } from 'react-router-dom';
import { StoryEditPage } from './story-edit-page.js';

/** The story edit page under a project or one of its folders; the back link returns to that list. */
export function StoryEditRoute() {
  const { projectId = '', folderId, storyId = '' } = useParams();
  const backTo = folderId ? `/projects/${projectId}/folders/${folderId}` : `/projects/${projectId}`;
  return <StoryEditPage key={storyId} storyId={storyId} projectId={projectId} backTo={backTo} />;
}
