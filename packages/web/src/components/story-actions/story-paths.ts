import { pathTo, type Story } from '@storykeep/core';

/** Where an interview is shown: the project and folder of the list or hub it was opened from. */
export interface StoryPlace {
  projectId?: string | undefined;
  folderId?: string | undefined;
}

/** The query parameter opening one of the editor's panels (`clips` to cut a clip). */
export const EDITOR_PANEL_PARAM = 'panel';

/** The query parameter opening the hub's public-page dialog (Share from a list row). */
export const HUB_SHARE_PARAM = 'share';

/** The transcript editor of an interview. */
export function editorPath(storyId: string): string {
  return pathTo('author', { storyId });
}

/** The editor opened on its clips, where a clip is cut from the selected words. */
export function clipPath(storyId: string): string {
  return `${editorPath(storyId)}?${new URLSearchParams({ [EDITOR_PANEL_PARAM]: 'clips' }).toString()}`;
}

/** The hub with its public-page dialog open. */
export function sharePath(hubPath: string): string {
  return `${hubPath}?${new URLSearchParams({ [HUB_SHARE_PARAM]: '1' }).toString()}`;
}

/** The interview's edit page, under its folder when opened from one; null when its project is unknown. */
export function editPath(story: Pick<Story, '_id' | 'project_id'>, place: StoryPlace = {}): string | null {
  const projectId = place.projectId ?? story.project_id;
  if (!projectId) return null;
  return place.folderId
    ? pathTo('folderEdit', { projectId, folderId: place.folderId, storyId: story._id })
    : pathTo('edit', { projectId, storyId: story._id });
}
