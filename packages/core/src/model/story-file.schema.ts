import { z } from 'zod';
import { CountSchema, IdSchema, UrlStringSchema } from './primitives.schema.js';

/** The largest document a story file may be: a scanned release form or a typed log, never media. */
export const STORY_FILE_MAX_BYTES = 100_000_000;

/**
 * The kinds of document a story may hold: PDF, photographs and scans, plain text and word-processor files. Nothing a
 * browser would run (HTML, SVG, scripts) is among them, and every file is served back as a download of plain bytes.
 */
export const STORY_FILE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/tiff',
  'image/webp',
  'text/plain',
  'application/rtf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
] as const;

/** One of the document kinds a story file may be. */
export const StoryFileTypeSchema = z.enum(STORY_FILE_TYPES);
export type StoryFileType = z.infer<typeof StoryFileTypeSchema>;

/** A file's own name as the person's computer called it: one name, no folders, no control characters. */
export const StoryFileNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
  .refine((name) => !/[\u0000-\u001f\u007f/\\]/.test(name) && name !== '.' && name !== '..', {
    message: 'A file name without folders or control characters',
  });

/** A document attached to a story (`/stories/{id}/list_files`); `release_form` marks a signed release. */
export const StoryFileSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string().optional(),
  release_form: z.boolean(),
  /** An address typed in by hand (older files); an uploaded file has `file_name` instead. */
  url: UrlStringSchema.optional(),
  file_name: z.string().optional(),
  content_type: z.string().optional(),
  size: CountSchema.optional(),
  /** Whether the caller may delete it (those who manage the story's project); the server says so in its answers. */
  can_delete: z.boolean().optional(),
});
export type StoryFile = z.infer<typeof StoryFileSchema>;

/** Whether the file's bytes are held by Storykeep (so it is downloaded through a signed link). */
export function isUploadedStoryFile(file: StoryFile): boolean {
  return file.file_name !== undefined;
}
