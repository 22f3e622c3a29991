import { type Clip, ClipLibraryApi } from '@storykeep/core';
import { useService } from '../../shared/container-context.js';
import { type Loaded, useLoad } from '../../shared/use-load.js';

/** A clip to pick, with the interview and project it comes from. */
export interface PickableClip {
  clip: Clip;
  storyTitle: string;
  projectId: string;
  projectName: string;
}

/** How many of the newest clips are offered (the clips library's largest page). */
const CLIPS_OFFERED = 100;

/**
 * The newest clips the person may see, from any interview of any project: a remix mixes them freely. `inReach` keeps
 * those of projects the remix may draw on (its own organization's); the server checks the same again.
 */
export function useRemixableClips(inReach: (projectId: string) => boolean): Loaded<PickableClip[]> {
  const library = useService<ClipLibraryApi>(ClipLibraryApi);
  const loaded = useLoad(async () => {
    const page = await library.list({ page: 1, pageSize: CLIPS_OFFERED });
    return page.items.map(({ clip, story }) => ({
      clip,
      storyTitle: story.title,
      projectId: story.project_id,
      projectName: story.project_name,
    }));
  }, [library]);
  return loaded.state === 'ready' ? { ...loaded, value: loaded.value.filter((c) => inReach(c.projectId)) } : loaded;
}
