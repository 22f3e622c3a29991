import { adminOnly, anyone, type RouteCase } from './route-rules.js';

/** Testimonials: choosing them answers only an admin; the featured list is public for any organization. */
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
];
