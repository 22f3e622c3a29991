import type { AppContext, StoryArchive } from '../../context/app-context.js';
import type { MediaServices } from '../media-services.types.js';
import { exportStory } from './permanent-export.js';

/** The archival export over the app's media store, for use cases other than `POST /user/permanentExport/{id}`. */
export function storyArchive(context: Pick<AppContext, 'db' | 'now'>, media: MediaServices, exportDir: string): StoryArchive {
  return { exportStory: (storyId) => exportStory({ db: context.db, store: media.store }, storyId, exportDir, context.now()) };
}
