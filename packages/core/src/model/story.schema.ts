import { z } from 'zod';
import { AsyncOperationSchema } from './async-task.schema.js';
import { IdSchema, IsoDateStringSchema, SecondsSchema, UrlStringSchema } from './primitives.schema.js';
import { PublishDecisionViewSchema } from './publish-decision.schema.js';
import { StoryUploadFieldsSchema } from './story-upload.schema.js';

/** How a story's media arrived: recorded locally in a call, or imported from cloud storage. */
export const StoryTypeSchema = z.enum(['local', 'cloud']);
export type StoryType = z.infer<typeof StoryTypeSchema>;

/** Where a story's transcript stands; the transcript and indexes are loaded only once it is `completed`. */
export const TranscriptStatusSchema = z.enum(['pending', 'pending_mux', 'completed', 'failed', 'no_op']);
export type TranscriptStatus = z.infer<typeof TranscriptStatusSchema>;

/**
 * A transcript embedded in a story. Paragraphs stay unvalidated here on purpose: the transcript area's normaliser
 * keeps only well-formed ones, and rejecting the whole story for one bad paragraph would hide the rest.
 */
export const EmbeddedTranscriptSchema = z.object({ paragraphs: z.array(z.unknown()) });

/** A folder a story belongs to, as listed on the story. */
export const StoryFolderRefSchema = z.object({ _id: IdSchema, name: z.string().optional() });
export type StoryFolderRef = z.infer<typeof StoryFolderRefSchema>;

/** An index (chapter with notes) attached to a story; its full shape lives with the chapter model. */
export const StoryIndexRefSchema = z.looseObject({ _id: IdSchema });

/** A story (interview) with every field the product uses (docs/product/entities.md); dates are ISO strings, `duration` is in seconds. */
export const StorySchema = z.object({
  _id: IdSchema,
  /** Same id under the name `/stories/start` answers with. */
  storyId: IdSchema.optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  archiveURL: UrlStringSchema.nullable().optional(),
  custom_archive_url: UrlStringSchema.nullable().optional(),
  /** MIME type of the uploaded original; starts with `audio` for audio files. */
  custom_archive_media_type: z.string().nullable().optional(),
  /** Null until a call recording has started. */
  recording_started_at: IsoDateStringSchema.nullable().optional(),
  record_date: IsoDateStringSchema.nullable().optional(),
  created_at: IsoDateStringSchema,
  updated_at: IsoDateStringSchema.optional(),
  duration: SecondsSchema.nullable().optional(),
  thumbnailURL: UrlStringSchema.nullable().optional(),
  mediaType: z.string().optional(),
  folders: z.array(StoryFolderRefSchema).optional(),
  foldersId: z.array(IdSchema).optional(),
  sessionPassword: z.string().nullable().optional(),
  type: StoryTypeSchema.optional(),
  /** A status value in the task views (part 2), a transcript body where a story is sent whole (part 1). */
  transcript: z.union([TranscriptStatusSchema, EmbeddedTranscriptSchema]).optional(),
  /** Address of the public share page, null when sharing is off. */
  shared_page: UrlStringSchema.nullable().optional(),
  /** Whether the reader may publish the story (its public page) and why not; answered on a single story's read. */
  publishing: PublishDecisionViewSchema.optional(),
  /** Cataloguing details: who told the story, who asked, where, and the language spoken (empty when not given). */
  narrator: z.string().optional(),
  interviewer: z.string().optional(),
  place: z.string().optional(),
  language: z.string().optional(),
  /** In lists: whether a signed deed of gift (a story file marked as the release form) is on file. */
  deedOfGift: z.boolean().optional(),
  project_id: IdSchema.optional(),
  asyncOperations: z.array(AsyncOperationSchema).optional(),
  indexes: z.array(StoryIndexRefSchema).optional(),
  /** The preparation session the story came from; dropped when the story is polled. */
  prepsession: IdSchema.nullable().optional(),
  ...StoryUploadFieldsSchema.shape,
});
export type Story = z.infer<typeof StorySchema>;
