import type { RouteCase } from './route-rules.js';
import { see } from './route-rules.js';
import { addStory } from './world.js';

/** A well-formed conclusion of `storyId`, filed into `folder`. */
export function concludeBody(storyId: string, folder: string) {
  return {
    story_id: storyId,
    title: 'Concluded',
    description: 'Told at the mill',
    notes: 'Second take',
    groups: [],
    projects: [],
    project: null,
    folders: [folder],
    emails: [],
    notify_group: false,
    termsAccepted: true,
    is_upload: false,
    mediaKey: null,
    mediaType: null,
    export_to_permanent_org: false,
    file_name: null,
  };
}

/**
 * Concluding: whoever sees the project, and the guest who recorded the story (the guest's own recording in the
 * own tenant; the other tenant's story is not theirs, so it does not exist for them).
 */
export const concludeRouteCases: RouteCase[] = [
  {
    route: 'POST /stories/:id/conclude',
    build: async (db, w, tenant, role) => {
      const recorder = role === 'guest' && tenant === w.own ? w.users.guest.id : null;
      const storyId = await addStory(db, tenant, 'To conclude', recorder);
      return { url: `/stories/${storyId}/conclude`, body: concludeBody(storyId, tenant.folder) };
    },
    expect: (role, side) => (role === 'guest' ? (side === 'own' ? 200 : 404) : see()(role, side)),
  },
];
