import { z } from 'zod';
import { normalizeEmail } from './normalize-email.js';

/** An e-mail address entering the API: normalised first, so a pasted space or a capital is not a second address. */
export const EmailAddressSchema = z.string().overwrite(normalizeEmail).check(z.email()).max(320);
