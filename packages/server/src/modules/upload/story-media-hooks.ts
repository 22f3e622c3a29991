import type { MediaUrlSigner, StoryMediaRemoval } from '../../context/app-context.js';
import type { MediaServices } from '../media-services.types.js';
import { STORY_MEDIA_URL_SECONDS } from '../stories/story-media-urls.js';
import { deleteStoryMedia, openUploadsOf } from './upload.service.js';
import { recordStoryDeletion } from './upload-access.js';

/**
 * Story deletion's hook into the media store: the deletion remembered (so a device still uploading a recording of it
 * is told STORY_DELETED, and only then drops its copy) and open uploads read first, the objects removed after the rows.
 * The tombstone is written before the rows go: a deletion that then fails leaves a live story, which is answered as such.
 */
export function storyMediaRemoval(media: MediaServices): StoryMediaRemoval {
  return {
    async prepare(storyId) {
      await recordStoryDeletion(media.db, storyId);
      const open = await openUploadsOf(media, storyId);
      return () => deleteStoryMedia(media, storyId, open);
    },
  };
}

/** Stories' read addresses, signed from the store for a short while each time a story is answered. */
export function storyMediaUrls(media: MediaServices): MediaUrlSigner {
  return { read: (key) => media.store.signUrl(key, { method: 'GET', expiresIn: STORY_MEDIA_URL_SECONDS }) };
}
