import { type PublicStory, SharingApi } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { useService } from '../../shared/container-context.js';

/** What the public page is showing: loading, the shared story, nothing shared under that key, or a failed load. */
export type PublicStoryState = { state: 'loading' } | { state: 'ready'; story: PublicStory } | { state: 'notShared' } | { state: 'failed' };

/** Loads the story shared under a key (no sign-in needed). */
export function usePublicStory(shareKey: string): PublicStoryState {
  const sharing = useService<SharingApi>(SharingApi);
  const [loaded, setLoaded] = useState<PublicStoryState>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    sharing.publicStory(shareKey).then(
      (story) => live && setLoaded(story ? { state: 'ready', story } : { state: 'notShared' }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [sharing, shareKey]);
  return loaded;
}
