import { type Clip, ClipApi, StoryApi } from '@storykeep/core';
import { useService } from '../../shared/container-context.js';
import { type Loaded, useLoad } from '../../shared/use-load.js';

/** A clip to pick, with the interview it comes from. */
export interface PickableClip {
  clip: Clip;
  storyTitle: string;
}

/** How many of a project's interviews are searched for clips. */
const STORIES_SCANNED = 100;

/** The clips of a project's interviews, newest interviews first. */
export function useProjectClips(projectId: string | undefined): Loaded<PickableClip[]> {
  const stories = useService<StoryApi>(StoryApi);
  const clips = useService<ClipApi>(ClipApi);
  return useLoad(async () => {
    if (!projectId) return [];
    const page = await stories.list(
      { kind: 'project', projectId },
      { page: 1, pageSize: STORIES_SCANNED, sort: 'created_at', direction: 'desc' },
    );
    const lists = await Promise.all(
      page.items.map(async (story) => (await clips.list(story._id)).map((clip) => ({ clip, storyTitle: story.title ?? '' }))),
    );
    return lists.flat();
  }, [stories, clips, projectId]);
}
