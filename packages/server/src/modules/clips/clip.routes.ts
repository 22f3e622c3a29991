import {
  ClipAudioDownloadResponseSchema,
  ClipCreateRequestSchema,
  ClipDeleteManyRequestSchema,
  ClipDeleteManyResponseSchema,
  ClipEditRequestSchema,
  ClipListResponseSchema,
  ClipParamsSchema,
  ClipSchema,
  IdParamsSchema,
  NoQuerySchema,
  OkResponseSchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import type { MediaServices } from '../media-services.types.js';
import { createClip, deleteClip, deleteClips, editClip, generateAudioDownload, listClips, readClip } from './clip.service.js';

const tag = 'Clips';
const query = NoQuerySchema;

/** Clips of a story and their renditions (cut by jobs; the URLs appear when ready). */
export function clipRoutes(media: MediaServices): ApiRoute[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/stories/:id/create_clip',
      tag,
      summary: 'Cut a clip (start < end ≤ duration); its renditions follow',
      access: 'member',
      params: IdParamsSchema,
      query,
      body: ClipCreateRequestSchema,
      response: ClipSchema,
      handler: ({ context, actor, params, body }) => createClip(context, media, actor, params.id, body),
    }),
    defineRoute({
      method: 'GET',
      url: '/stories/:id/list_clip',
      tag,
      summary: "The story's clips, newest first",
      access: 'member',
      params: IdParamsSchema,
      query,
      response: ClipListResponseSchema,
      handler: ({ context, actor, params }) => listClips(context, media, actor, params.id),
    }),
    defineRoute({
      method: 'GET',
      url: '/stories/:id/read_clip/:clipId',
      tag,
      summary: 'One clip, with its rendition URLs once ready',
      access: 'member',
      params: ClipParamsSchema,
      query,
      response: ClipSchema,
      handler: ({ context, actor, params }) => readClip(context, media, actor, params.id, params.clipId),
    }),
    defineRoute({
      method: 'PUT',
      url: '/stories/:id/edit_clip/:clipId',
      tag,
      summary: "Change a clip's fields; a new range is cut again",
      access: 'member',
      params: ClipParamsSchema,
      query,
      body: ClipEditRequestSchema,
      response: ClipSchema,
      handler: ({ context, actor, params, body }) => editClip(context, media, actor, params.id, params.clipId, body),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/stories/:id/delete_clip/:clipId',
      tag,
      summary: 'Delete a clip and its renditions',
      access: 'member',
      params: ClipParamsSchema,
      query,
      response: OkResponseSchema,
      handler: ({ context, actor, params }) => deleteClip(context, media, actor, params.id, params.clipId),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/stories/:id/delete_multiple_clip',
      tag,
      summary: 'Delete the listed clips of the story',
      access: 'member',
      params: IdParamsSchema,
      query,
      body: ClipDeleteManyRequestSchema,
      response: ClipDeleteManyResponseSchema,
      handler: ({ context, actor, params, body }) => deleteClips(context, media, actor, params.id, body),
    }),
    defineRoute({
      method: 'POST',
      url: '/stories/:id/:clipId/generate_audio_download',
      tag,
      summary: "Cut the clip's audio for download: its URL when ready, else the task id",
      access: 'member',
      params: ClipParamsSchema,
      query,
      response: ClipAudioDownloadResponseSchema,
      handler: ({ context, actor, params }) => generateAudioDownload(context, media, actor, params.id, params.clipId),
    }),
  ];
}
