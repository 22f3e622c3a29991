import type { Transcript, TranscriptEditResponse, TranscriptVersion } from '@storykeep/core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../http/actor.js';
import { HttpError, notFound } from '../../http/errors.js';
import { requireStory } from '../access.js';
import { prepareTranscript } from './transcript-save.js';
import {
  EDITED_SOURCE,
  listTranscriptVersions,
  readTranscript,
  readTranscriptVersion,
  saveTranscriptVersion,
  writeTranscript,
} from './transcript-store.js';

/** The answer the editor reads as "no transcript yet" (the client treats a 400 as no transcript). */
export const noTranscript = () => new HttpError(400, 'NO_TRANSCRIPT', 'This story has no transcript yet');

/** `GET /transcripts/{id}`. */
export async function getTranscript(context: AppContext, actor: Actor, storyId: string): Promise<{ transcript: Transcript }> {
  await requireStory(context, actor, storyId, 'see');
  const transcript = await readTranscript(context.db, storyId);
  if (!transcript) throw noTranscript();
  return { transcript };
}

/** `GET /transcripts/{id}/versions`: newest first. */
export async function getVersions(context: AppContext, actor: Actor, storyId: string): Promise<TranscriptVersion[]> {
  await requireStory(context, actor, storyId, 'see');
  return listTranscriptVersions(context.db, storyId);
}

/** `GET /transcripts/{id}/version/file/{fileName}`. */
export async function getVersion(
  context: AppContext,
  actor: Actor,
  storyId: string,
  fileName: string,
): Promise<{ transcript: Transcript }> {
  await requireStory(context, actor, storyId, 'see');
  const transcript = await readTranscriptVersion(context.db, storyId, fileName);
  if (!transcript) throw notFound('Transcript version');
  return { transcript };
}

/** `POST /transcripts/{id}/saveversion`: keeps the current transcript as a version. */
export async function saveVersion(context: AppContext, actor: Actor, storyId: string): Promise<TranscriptVersion> {
  await requireStory(context, actor, storyId, 'see');
  const version = await saveTranscriptVersion(context.db, storyId, actor.userId, context.now());
  if (!version) throw noTranscript();
  return version;
}

/** `POST /transcripts/{id}/edit`: saves the paragraphs; an invalid transcript is saved too, and reported. */
export async function editTranscript(
  context: AppContext,
  actor: Actor,
  storyId: string,
  sent: Record<string, unknown>[],
  log: FastifyBaseLogger,
): Promise<TranscriptEditResponse> {
  await requireStory(context, actor, storyId, 'see');
  const { paragraphs, report } = prepareTranscript(sent);
  const at = context.now();
  await writeTranscript(context.db, storyId, paragraphs, EDITED_SOURCE, at);
  if (!report.valid) log.warn({ storyId, report }, 'transcript saved with validation failures');
  return { transcript: { paragraphs, updated_at: at.toISOString() }, report };
}
