import { z } from 'zod';
import { ClipSchema } from '../clip.schema.js';
import { IdSchema, SecondsSchema } from '../primitives.schema.js';

const clipFields = {
  title: z.string().trim().min(1).max(300),
  description: z.string().max(5000).optional(),
  start: SecondsSchema,
  end: SecondsSchema,
  tags: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
};

const startBeforeEnd = (clip: { start?: number | undefined; end?: number | undefined }) =>
  clip.start === undefined || clip.end === undefined || clip.start < clip.end;
const START_BEFORE_END = { message: 'end must be after start', path: ['end'] };

/** `POST /stories/{id}/create_clip`; the server also checks that `end` is within the story's duration. */
export const ClipCreateRequestSchema = z.strictObject(clipFields).refine(startBeforeEnd, START_BEFORE_END);
export type ClipCreateRequest = z.infer<typeof ClipCreateRequestSchema>;

/** `PUT /stories/{id}/edit_clip/{clipId}`: any of the clip's fields; the clip's own id and derived URLs are ignored. */
export const ClipEditRequestSchema = z
  .strictObject({
    ...z.object(clipFields).partial().shape,
    _id: IdSchema.optional(),
    created_at: z.string().optional(),
    thumbnailURL: z.string().nullable().optional(),
    archiveURL: z.string().nullable().optional(),
    audioArchiveURL: z.string().nullable().optional(),
    extendedArchiveURL: z.string().nullable().optional(),
  })
  .refine(startBeforeEnd, START_BEFORE_END);
export type ClipEditRequest = z.infer<typeof ClipEditRequestSchema>;

export const ClipParamsSchema = z.strictObject({ id: IdSchema, clipId: IdSchema });

/** `DELETE /stories/{id}/delete_multiple_clip`: the clip ids. */
export const ClipDeleteManyRequestSchema = z.array(IdSchema).min(1).max(500);

export const ClipListResponseSchema = z.array(ClipSchema);

/** `DELETE /stories/{id}/delete_multiple_clip`: how many of the given clips were deleted. */
export const ClipDeleteManyResponseSchema = z.object({ deleted: z.number().int().nonnegative() });

/** `POST /stories/{id}/{clipId}/generate_audio_download`: the audio URL when ready, else the task making it. */
export const ClipAudioDownloadResponseSchema = z.object({
  audioArchiveURL: z.string().nullable(),
  taskId: IdSchema.nullable(),
});
