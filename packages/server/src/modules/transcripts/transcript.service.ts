import {
  type Paragraph,
  TRANSCRIPT_CONFLICT_CODE,
  type Transcript,
  type TranscriptCopyRequest,
  type TranscriptEditResponse,
  type TranscriptPatchRequest,
  type TranscriptPatchResponse,
  type TranscriptVersion,
} from '@storykeep/core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { HttpError, notFound } from '../../http/errors.js';
import { requireStory } from '../access.js';
import { applyTranscriptPatch } from './transcript-patch.store.js';
import { prepareParagraphs, prepareTranscript } from './transcript-save.js';
import {
  EDITED_SOURCE,
  keepTranscriptVersion,
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
  const saved = await readTranscript(context.db, storyId);
  return { transcript: saved ?? { paragraphs, updated_at: at.toISOString() }, report };
}

/** The refusal of a stale save: nothing was saved; the current version and the paragraphs both sides changed. */
function staleSave(version: number, conflicts: string[]): HttpError {
  const message = `Someone else saved ${conflicts.length === 1 ? 'this paragraph' : 'these paragraphs'} since; the transcript is at version ${version}`;
  return new HttpError(409, TRANSCRIPT_CONFLICT_CODE, message, undefined, { version, conflicts });
}

/**
 * `PATCH /transcripts/{id}`: saves only what changed since the version the editor started from, atomically; a save
 * touching a paragraph someone else changed meanwhile is refused (409) naming the version and those paragraphs.
 */
export async function patchTranscript(
  context: AppContext,
  actor: Actor,
  storyId: string,
  request: TranscriptPatchRequest,
  log: FastifyBaseLogger,
): Promise<TranscriptPatchResponse> {
  await requireStory(context, actor, storyId, 'see');
  const sent = [...request.changed, ...request.inserted];
  const { paragraphs, report } = prepareParagraphs(sent.map((item) => item.paragraph));
  const content = new Map(sent.map((item, i) => [item.id, paragraphs[i] ?? null]));
  // Conflicts are judged on what would be stored, so a save that says what is already there is not stale.
  const withContent = <T extends { id: string; paragraph: Paragraph }>(item: T): T => ({
    ...item,
    paragraph: content.get(item.id) ?? item.paragraph,
  });
  const prepared = { ...request, changed: request.changed.map(withContent), inserted: request.inserted.map(withContent) };
  const at = context.now();
  const outcome = await applyTranscriptPatch(context.db, storyId, { request: prepared, content }, at);
  if (outcome.kind === 'missing') throw noTranscript();
  if (outcome.kind === 'stale') throw staleSave(outcome.version, outcome.conflicts);
  if (!report.valid) log.warn({ storyId, report }, 'transcript changes saved with validation failures');
  return { version: outcome.version, updated_at: at.toISOString(), report, changes: outcome.changes, complete: outcome.complete };
}

/** `POST /transcripts/{id}/versions`: keeps the paragraphs sent as a version (a copy of an editor's work). */
export async function keepCopy(
  context: AppContext,
  actor: Actor,
  storyId: string,
  body: TranscriptCopyRequest,
): Promise<TranscriptVersion> {
  await requireStory(context, actor, storyId, 'see');
  const { paragraphs } = prepareTranscript(body.paragraphs);
  return keepTranscriptVersion(context.db, storyId, { paragraphs, source: EDITED_SOURCE, userId: actor.userId, at: context.now() });
}
