import { CONTACT_PRODUCT, type ContactApi, type ContactForm, ContactFormSchema } from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { HttpClient } from './http-client.js';

/** ContactApi over HTTP: `POST /contact-storykeep`. */
@injectable()
export class HttpContactApi implements ContactApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async send(form: ContactForm): Promise<void> {
    await this.http.request('POST', `/contact-${CONTACT_PRODUCT}`, z.unknown(), ContactFormSchema.parse(form));
  }
}
