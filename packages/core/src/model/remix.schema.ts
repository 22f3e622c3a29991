import { z } from 'zod';
import { IdSchema, IsoDateStringSchema, SecondsSchema, UrlStringSchema } from './primitives.schema.js';
import { ParagraphSchema } from './transcript.schema.js';

/** Where a remix's rendering stands: queued or running, ready to play, or failed. */
export const RemixRenderStateSchema = z.enum(['pending', 'ready', 'failed']);
export type RemixRenderState = z.infer<typeof RemixRenderStateSchema>;

/** One clip of a remix, in play order, and where it starts in the rendered file. */
export const RemixClipSchema = z.object({
  _id: IdSchema,
  storyId: IdSchema,
  storyTitle: z.string(),
  title: z.string(),
  start: SecondsSchema,
  end: SecondsSchema,
  offset: SecondsSchema,
});
export type RemixClip = z.infer<typeof RemixClipSchema>;

/** A remix as lists show it. */
export const RemixSummarySchema = z.object({
  _id: IdSchema,
  projectId: IdSchema,
  title: z.string(),
  created_at: IsoDateStringSchema,
  clipCount: z.number().int().nonnegative(),
  duration: SecondsSchema,
  state: RemixRenderStateSchema,
});
export type RemixSummary = z.infer<typeof RemixSummarySchema>;

/**
 * A remix: clips of one or more stories played one after another as one media file. The media URL appears once the
 * file is rendered for the current order; the transcript is stitched from the clips' words on the remix's timeline.
 */
export const RemixSchema = RemixSummarySchema.extend({
  clips: z.array(RemixClipSchema),
  mediaType: z.enum(['audio', 'video']).nullable(),
  archiveURL: UrlStringSchema.nullable(),
  taskId: IdSchema.nullable(),
  paragraphs: z.array(ParagraphSchema),
  /** Clips of the remix from interviews the reader does not see: left out of `clips` and `paragraphs`, and then no file. */
  hiddenClipCount: z.number().int().nonnegative().optional(),
  /** Whether the reader may delete it (its author or a manager of its project). */
  canDelete: z.boolean().optional(),
});
export type Remix = z.infer<typeof RemixSchema>;
