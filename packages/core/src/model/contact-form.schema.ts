import { z } from 'zod';

/** The contact form (`POST /contact-{product}`): what the visitor typed plus the page they sent it from. */
export const ContactFormSchema = z.object({
  name: z.string().trim().min(1),
  email: z.email(),
  organization: z.string().optional(),
  message: z.string().trim().min(1).max(5000),
  /** The page address the form was sent from. */
  location: z.string().min(1),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;
