import { z } from 'zod';
import { CountSchema, IdSchema } from './primitives.schema.js';
import { StoryUploadFieldsSchema } from './story-upload.schema.js';

/** One file being uploaded: the story created for it plus its upload fields. */
export const UploadingStorySchema = z.object({
  _id: IdSchema,
  /** The file's name, used as the story's first title. */
  title: z.string(),
  /** File size in bytes. */
  size: CountSchema,
  ...StoryUploadFieldsSchema.shape,
});
export type UploadingStory = z.infer<typeof UploadingStorySchema>;

/** Which tab of the upload page the files came from. */
export const FilesTabSchema = z.enum(['local', 'cloud']);
export type FilesTab = z.infer<typeof FilesTabSchema>;

/** The upload page's overall state; `current` of `total` files are done, `filesCompleted` of them successfully. */
export const UploadStateSchema = z
  .object({
    uploadingFiles: z.boolean(),
    filesCompleted: CountSchema,
    current: CountSchema,
    total: CountSchema,
    stories: z.array(UploadingStorySchema),
    projectId: IdSchema.nullable(),
    /** Folders the uploaded stories go into. */
    folders: z.array(IdSchema),
    filesTab: FilesTabSchema,
  })
  .refine((s) => s.current <= s.total, { message: 'current cannot exceed total', path: ['current'] })
  .refine((s) => s.filesCompleted <= s.current, { message: 'filesCompleted cannot exceed current', path: ['filesCompleted'] });
export type UploadState = z.infer<typeof UploadStateSchema>;

/** Nothing is uploading. */
export const INITIAL_UPLOAD_STATE: UploadState = {
  uploadingFiles: false,
  filesCompleted: 0,
  current: 0,
  total: 0,
  stories: [],
  projectId: null,
  folders: [],
  filesTab: 'local',
};
