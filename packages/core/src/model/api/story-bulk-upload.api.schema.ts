import { z } from 'zod';
import { IdSchema, IsoDateStringSchema } from '../primitives.schema.js';
import { StorySchema } from '../story.schema.js';

// The uploadingMetadata page's calls (see docs/product/upload.md): the state of the batch's stories, and
// their metadata saved for several stories at once. The fields are the original client's; the bounds are ours.

/** Most stories one bulk call takes; a bigger upload batch is sent in several calls. */
export const BULK_UPLOAD_STORIES_MAX = 100;

/** Refuses a story named twice in one call (which of two edits would win is not for the server to guess). */
function uniqueIds(stories: readonly { _id: string }[], context: z.RefinementCtx): void {
  const seen = new Set<string>();
  stories.forEach((story, index) => {
    if (seen.has(story._id)) context.addIssue({ code: 'custom', message: 'A story may be named only once', path: [index, '_id'] });
    seen.add(story._id);
  });
}

const storiesOf = <T extends z.ZodType<{ _id: string }>>(item: T) =>
  z.array(item).min(1).max(BULK_UPLOAD_STORIES_MAX).superRefine(uniqueIds);

/** `POST /stories/status_bulk_upload`: the stories to report on, by id. */
export const StoryStatusBulkUploadRequestSchema = z.strictObject({ stories: storiesOf(z.strictObject({ _id: IdSchema })) });
export type StoryStatusBulkUploadRequest = z.infer<typeof StoryStatusBulkUploadRequestSchema>;

/**
 * One story's state: `available` with the story (as `GET /stories/{id}` answers it) when it exists and the caller sees
 * it; otherwise `available: false` and no story, whether it was deleted or is someone else's.
 */
export const StoryUploadStatusSchema = z.union([
  z.object({ available: z.literal(true), story: StorySchema }),
  z.object({ available: z.literal(false), story: z.null() }),
]);
export type StoryUploadStatus = z.infer<typeof StoryUploadStatusSchema>;

/** `POST /stories/status_bulk_upload`: one state per requested story, in the order asked. */
export const StoryStatusBulkUploadResponseSchema = z.array(StoryUploadStatusSchema);

/** The metadata a person gives an uploaded story; absent fields are left as they are, `record_date: null` clears it. */
export const StoryMetadataChangeSchema = z
  .strictObject({
    _id: IdSchema,
    title: z.string().trim().min(1).max(500).optional(),
    description: z.string().max(10_000).optional(),
    record_date: IsoDateStringSchema.nullable().optional(),
    narrator: z.string().trim().max(300).optional(),
    interviewer: z.string().trim().max(300).optional(),
    place: z.string().trim().max(300).optional(),
    language: z.string().trim().max(100).optional(),
  })
  .refine((change) => Object.keys(change).some((key) => key !== '_id' && change[key as keyof typeof change] !== undefined), {
    message: 'Send title, description, record_date, narrator, interviewer, place or language',
    path: ['title'],
  });
export type StoryMetadataChange = z.input<typeof StoryMetadataChangeSchema>;

/** `PUT /stories/update_bulk_upload`: every change is applied, or none. */
export const StoryUpdateBulkUploadRequestSchema = z.strictObject({ stories: storiesOf(StoryMetadataChangeSchema) });
export type StoryUpdateBulkUploadRequest = z.infer<typeof StoryUpdateBulkUploadRequestSchema>;

/** `PUT /stories/update_bulk_upload`: the updated stories, in the order sent. */
export const StoryUpdateBulkUploadResponseSchema = z.array(StorySchema);
