import {
  CheckRecordingResponseSchema,
  IdParamsSchema,
  NoQuerySchema,
  UpdateRecordingRequestSchema,
  UpdateRecordingResponseSchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import type { MediaServices } from '../media-services.types.js';
import { checkRecording, updateRecording } from './recording.service.js';

const tag = 'Recording';

/** What the call screen and the local-recording status read and set about a story's recording. */
export function recordingRoutes(media: MediaServices): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/stories/:id/check_recording',
      tag,
      summary: "The story's local-recording streams (uploading, completed or failed; parts, bytes), per participant, and its layout",
      access: 'member',
      params: IdParamsSchema,
      query: NoQuerySchema,
      response: CheckRecordingResponseSchema,
      handler: ({ context, actor, params }) => checkRecording(context, media, actor, params.id),
    }),
    defineRoute({
      method: 'POST',
      url: '/stories/:id/update_recording',
      tag,
      summary: 'Set who is video-recorded, in layout order (the story creator or a project manager)',
      access: 'member',
      params: IdParamsSchema,
      query: NoQuerySchema,
      body: UpdateRecordingRequestSchema,
      response: UpdateRecordingResponseSchema,
      handler: ({ context, actor, params, body }) => updateRecording(context, media, actor, params.id, body.videoParticipants),
    }),
  ];
}
