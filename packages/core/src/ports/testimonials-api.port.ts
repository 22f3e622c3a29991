import type { PublicTestimonial } from '../model/api/testimonial.api.schema.js';

/** Where a visitor meets testimonials: the installation's own pages, or beside one public page. */
export type TestimonialsScope = { installation: true } | { besideShareKey: string };

/** The testimonials admins feature, as anyone sees them: only what is featured and still shared. */
export const TestimonialsApi = Symbol('TestimonialsApi');
export interface TestimonialsApi {
  /** `GET /public/testimonials`, or `GET /public/stories/{key}/testimonials` beside a public page (empty when it is not shared). */
  featured(scope: TestimonialsScope): Promise<PublicTestimonial[]>;
}
