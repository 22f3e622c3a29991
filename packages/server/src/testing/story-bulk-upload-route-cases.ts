import { manage, type RouteCase, signedIn, ticketUploaderToo } from './route-rules.js';
import { addStory } from './world.js';

/**
 * The uploadingMetadata page's calls. The status call answers everyone signed in, guests too, who may have sent
 * stories through an upload ticket (stories they do not see come back `available: false`, with nothing of theirs); the
 * update takes stories nobody uploaded, so only those who manage the project may set them (uploaders editing their
 * own stories, ticket uploaders included, are covered by the routes' tests).
 */
export const storyBulkUploadRouteCases: RouteCase[] = [
  {
    route: 'POST /stories/status_bulk_upload',
    build: (_db, _w, t) => ({ url: '/stories/status_bulk_upload', body: { stories: t.stories.map((_id) => ({ _id })) } }),
    expect: signedIn(),
  },
  {
    route: 'PUT /stories/update_bulk_upload',
    build: async (db, _w, t) => ({
      url: '/stories/update_bulk_upload',
      body: {
        stories: [
          {
            _id: await addStory(db, t, 'Uploaded'),
            title: 'Named',
            description: 'Told at the mill',
            record_date: '1984-06-01T00:00:00.000Z',
          },
          { _id: await addStory(db, t, 'Uploaded too'), record_date: null },
        ],
      },
    }),
    expect: ticketUploaderToo(manage()),
  },
];
