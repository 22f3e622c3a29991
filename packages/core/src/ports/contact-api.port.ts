import type { ContactForm } from '../model/contact-form.schema.js';

/** The product name in the contact route (`POST /contact-{product}`): this product's own form. */
export const CONTACT_PRODUCT = 'storykeep';

/** Sends the contact form to the people who run the installation (`POST /contact-{product}`). */
export const ContactApi = Symbol('ContactApi');
export interface ContactApi {
  send(form: ContactForm): Promise<void>;
}
