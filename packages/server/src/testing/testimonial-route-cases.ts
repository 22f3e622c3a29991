import { randomBytes } from 'node:crypto';
import { adminOnly, anyone, type RouteCase } from './route-rules.js';
import { addStory } from './world.js';

/** Testimonials: choosing them answers only an admin; the featured lists (an organization's, the installation's, beside a public page) are public. */
export const testimonialRouteCases: RouteCase[] = [
  {
    route: 'GET /admin/testimonials/:code',
    build: (_db, _w, t) => ({ url: `/admin/testimonials/${t.organization.code}` }),
    expect: adminOnly(),
  },
  {
    route: 'PUT /admin/testimonials/:code',
    build: (_db, _w, t) => ({ url: `/admin/testimonials/${t.organization.code}`, body: { items: [] } }),
    expect: adminOnly(),
  },
  {
    route: 'GET /public/testimonials/:code',
    build: (_db, _w, t) => ({ url: `/public/testimonials/${t.organization.code}` }),
    expect: anyone(200),
  },
  {
    route: 'GET /public/testimonials',
    build: () => ({ url: '/public/testimonials' }),
    expect: anyone(200),
  },
  {
    route: 'GET /public/stories/:shareKey/testimonials',
    build: async (db, _w, t) => {
      const storyId = await addStory(db, t, 'Shared');
      const shareKey = randomBytes(18).toString('base64url');
      await db.insertInto('story_shares').values({ story_id: storyId, share_key: shareKey, created_by: null }).execute();
      return { url: `/public/stories/${shareKey}/testimonials` };
    },
    expect: anyone(200),
  },
];
