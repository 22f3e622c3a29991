import type { z } from 'zod';
import { HttpError } from './errors.js';

/** The field a zod issue is about: its path, or the first unknown key it names. */
function fieldOf(issue: z.core.$ZodIssue): string | undefined {
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && issue.keys[0]) path.push(issue.keys[0]);
  return path.length > 0 ? path.join('.') : undefined;
}

/** A 400 naming the first field at fault (`part` when the whole value is wrong, e.g. not an object). */
export function validationError(error: z.ZodError, part: 'params' | 'query' | 'body'): HttpError {
  const issue = error.issues[0];
  const field = issue ? (fieldOf(issue) ?? part) : part;
  const message = issue?.code === 'unrecognized_keys' ? `Unknown field: ${field}` : `${field}: ${issue?.message ?? 'Invalid value'}`;
  return new HttpError(400, 'VALIDATION', message, field);
}
