import {
  IdParamsSchema,
  NoQuerySchema,
  TranscriptCopyRequestSchema,
  TranscriptEditRequestSchema,
  TranscriptEditResponseSchema,
  TranscriptPatchRequestSchema,
  TranscriptPatchResponseSchema,
  TranscriptResponseSchema,
  TranscriptVersionListResponseSchema,
  TranscriptVersionParamsSchema,
  TranscriptVersionSchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { editTranscript, getTranscript, getVersion, getVersions, keepCopy, patchTranscript, saveVersion } from './transcript.service.js';

const tag = 'Transcripts';
const params = IdParamsSchema;
const query = NoQuerySchema;
/** A four-hour interview's transcript (40,000 timed words) is 3–5 MB of JSON; this leaves room for far longer ones. */
export const TRANSCRIPT_EDIT_BODY_LIMIT = 64 * 1024 * 1024;

/** Reading, versioning and saving a story's transcript (`{id}` is the story's id). */
export const transcriptRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/transcripts/:id',
    tag,
    summary: "The story's transcript, normalised (400: none yet)",
    access: 'member',
    params,
    query,
    response: TranscriptResponseSchema,
    handler: ({ context, actor, params }) => getTranscript(context, actor, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/transcripts/:id/versions',
    tag,
    summary: 'Saved versions of the transcript, newest first',
    access: 'member',
    params,
    query,
    response: TranscriptVersionListResponseSchema,
    handler: ({ context, actor, params }) => getVersions(context, actor, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/transcripts/:id/version/file/:fileName',
    tag,
    summary: "One version's transcript, normalised",
    access: 'member',
    params: TranscriptVersionParamsSchema,
    query,
    response: TranscriptResponseSchema,
    handler: ({ context, actor, params }) => getVersion(context, actor, params.id, params.fileName),
  }),
  defineRoute({
    method: 'POST',
    url: '/transcripts/:id/saveversion',
    tag,
    summary: 'Keep the current transcript as a version (called before a regenerate)',
    access: 'member',
    params,
    query,
    response: TranscriptVersionSchema,
    handler: ({ context, actor, params }) => saveVersion(context, actor, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/transcripts/:id/edit',
    tag,
    summary: 'Save the list of paragraphs (paragraphs without words skipped; problems reported, not refused)',
    access: 'member',
    params,
    query,
    body: TranscriptEditRequestSchema,
    bodyLimit: TRANSCRIPT_EDIT_BODY_LIMIT,
    response: TranscriptEditResponseSchema,
    handler: ({ context, actor, params, body, request }) => editTranscript(context, actor, params.id, body, request.log),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/transcripts/:id',
    tag,
    summary: 'Save only the changed, new and deleted paragraphs since a version (409 naming the version and paragraphs when stale)',
    access: 'member',
    params,
    query,
    body: TranscriptPatchRequestSchema,
    bodyLimit: TRANSCRIPT_EDIT_BODY_LIMIT,
    response: TranscriptPatchResponseSchema,
    handler: ({ context, actor, params, body, request }) => patchTranscript(context, actor, params.id, body, request.log),
  }),
  defineRoute({
    method: 'POST',
    url: '/transcripts/:id/versions',
    tag,
    summary: 'Keep the paragraphs sent as a version without changing the transcript (a copy of an editor’s work)',
    access: 'member',
    params,
    query,
    body: TranscriptCopyRequestSchema,
    bodyLimit: TRANSCRIPT_EDIT_BODY_LIMIT,
    response: TranscriptVersionSchema,
    handler: ({ context, actor, params, body }) => keepCopy(context, actor, params.id, body),
  }),
];
