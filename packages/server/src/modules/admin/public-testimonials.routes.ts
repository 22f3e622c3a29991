import { NoQuerySchema, PublicTestimonialListSchema, ShareKeyParamsSchema, TestimonialParamsSchema } from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import type { MediaServices } from '../media-services.types.js';
import { installationTestimonials, organizationTestimonials, testimonialsBesideStory } from './public-testimonials.service.js';

const tag = 'Admin';
const query = NoQuerySchema;
const response = PublicTestimonialListSchema;

/** The featured testimonials, for anyone: only what an admin featured and is still shared, with its media signed. */
export function publicTestimonialRoutes(media: MediaServices): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/public/testimonials',
      tag,
      summary: "The testimonials the installation's organizations feature, for its home and marketing pages",
      access: 'public',
      query,
      response,
      handler: ({ context }) => installationTestimonials(context, media.store),
    }),
    defineRoute({
      method: 'GET',
      url: '/public/testimonials/:code',
      tag,
      summary: "An organization's featured testimonials that are still public",
      access: 'public',
      credential: 'guess',
      params: TestimonialParamsSchema,
      query,
      response,
      handler: ({ context, params }) => organizationTestimonials(context, media.store, params.code),
    }),
    defineRoute({
      method: 'GET',
      url: '/public/stories/:shareKey/testimonials',
      secretParams: ['shareKey'],
      tag,
      summary: 'Beside a public page: the other testimonials its organization features',
      access: 'public',
      credential: 'guess',
      params: ShareKeyParamsSchema,
      query,
      response,
      handler: ({ context, params }) => testimonialsBesideStory(context, media.store, params.shareKey),
    }),
  ];
}
