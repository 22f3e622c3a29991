import { NoQuerySchema } from '@storykeep/core';
import { z } from 'zod';
import type { AppContext } from '../../context/app-context.js';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { notFound } from '../../http/errors.js';
import type { MediaServices } from '../media-services.types.js';
import { roomRuntime } from './room-runtime.js';
import { VONAGE_ARCHIVE_JOB } from './vonage-archive.job.js';
import { sameSecret, VonageCallbackParamsSchema } from './vonage-callback.js';

/**
 * What Vonage posts to the project's callback address when an archive changes status; only the fields the server reads
 * are checked, the rest (duration, size, streams…) pass untouched.
 */
export const VonageArchiveCallbackSchema = z.looseObject({
  id: z.string().min(1).max(200),
  sessionId: z.string().min(1).max(2000),
  status: z.enum(['started', 'stopped', 'paused', 'uploaded', 'available', 'expired', 'failed', 'deleted']),
  event: z.literal('archive').optional(),
});

export const VonageArchiveCallbackAnswerSchema = z.object({ received: z.literal(true), queued: z.boolean() });

/**
 * Takes Vonage's report of an archive: once it is `available`, queues the job that brings it into its room's story
 * (one job per archive however often Vonage reports it). A wrong secret, or a server without Vonage or without a
 * callback secret, answers 404 as if the address did not exist. Other statuses, and archives of sessions no room holds
 * (another server's, or a deleted story's), are acknowledged and left alone, so Vonage does not send them again.
 */
async function receiveArchiveStatus(
  context: AppContext,
  media: MediaServices,
  secret: string,
  report: z.infer<typeof VonageArchiveCallbackSchema>,
): Promise<z.infer<typeof VonageArchiveCallbackAnswerSchema>> {
  const runtime = roomRuntime(context);
  if (!runtime.vonage || !runtime.vonageCallbackSecret || !sameSecret(secret, runtime.vonageCallbackSecret)) throw notFound('Route');
  if (report.status !== 'available') return { received: true, queued: false };
  const room = await context.db
    .selectFrom('rooms')
    .select(['story_id'])
    .where('vonage_session_id', '=', report.sessionId)
    .executeTakeFirst();
  if (!room) return { received: true, queued: false };
  await media.jobs.enqueue(
    VONAGE_ARCHIVE_JOB,
    { archiveId: report.id },
    { storyId: room.story_id, dedupeKey: `vonage-archive:${report.id}` },
  );
  return { received: true, queued: true };
}

/** Vonage Video's archive-status callback. */
export function vonageArchiveRoutes(media: MediaServices): ApiRoute[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/vonage/archives/:secret',
      secretParams: ['secret'],
      tag: 'Rooms',
      summary: "Vonage Video's archive-status callback: a finished archive's tracks are brought into its room's story",
      access: 'public',
      credential: 'guess',
      params: VonageCallbackParamsSchema,
      query: NoQuerySchema,
      body: VonageArchiveCallbackSchema,
      response: VonageArchiveCallbackAnswerSchema,
      handler: ({ context, params, body }) => receiveArchiveStatus(context, media, params.secret, body),
    }),
  ];
}
