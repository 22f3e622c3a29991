import { pathTo } from '@storykeep/core';
import { useParams } from 'react-router-dom';
import { StoryEditPage } from './story-edit-page.js';

/** The story edit page under a project or one of its folders; the back link returns to that list. */
export function StoryEditRoute() {
  const { projectId = '', folderId, storyId = '' } = useParams();
  const backTo = folderId ? pathTo('folder', { projectId, folderId }) : pathTo('project', { projectId });
  return <StoryEditPage key={storyId} storyId={storyId} projectId={projectId} backTo={backTo} />;
}
