import {
  apiFailureStatus,
  type PublicTestimonial,
  PublicTestimonialListSchema,
  type TestimonialsApi,
  type TestimonialsScope,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';

const NOT_FOUND = 404;

/** TestimonialsApi over HTTP: `GET /public/testimonials` and `GET /public/stories/{key}/testimonials`. */
@injectable()
export class HttpTestimonialsApi implements TestimonialsApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async featured(scope: TestimonialsScope): Promise<PublicTestimonial[]> {
    const path = 'besideShareKey' in scope ? `/public/stories/${segment(scope.besideShareKey)}/testimonials` : '/public/testimonials';
    try {
      return (await this.http.request('GET', path, PublicTestimonialListSchema)).items;
    } catch (error) {
      // A page withdrawn meanwhile has nothing beside it.
      if (apiFailureStatus(error) === NOT_FOUND) return [];
      throw error;
    }
  }
}
