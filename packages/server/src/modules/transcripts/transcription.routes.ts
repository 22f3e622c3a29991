import {
  IdParamsSchema,
  NoQuerySchema,
  ServiceTranscribeRequestSchema,
  SpeechServicesResponseSchema,
  StorySpeechServiceResponseSchema,
  TaskQueuedResponseSchema,
  TranscribeRequestSchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { speechServicesOf } from '../../stt/speech-service-catalog.js';
import type { MediaServices } from '../media-services.types.js';
import { storySpeechService, transcode, transcribe } from './transcription.service.js';

const tag = 'Transcription';
const params = IdParamsSchema;
const query = NoQuerySchema;

/** The calls that queue transcription and transcoding jobs; the story's asyncOperations show them. */
export function transcriptionRoutes(media: MediaServices): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/speech_services',
      tag,
      summary: 'The transcription services, whether this server can run each (and why not), and what `default` means here',
      access: 'member',
      query,
      response: SpeechServicesResponseSchema,
      handler: async () => speechServicesOf(media),
    }),
    defineRoute({
      method: 'GET',
      url: '/stories/:id/speech_service',
      tag,
      summary: "The service that would transcribe the story (its organization's setting) and the story's language",
      access: 'member',
      params,
      query,
      response: StorySpeechServiceResponseSchema,
      handler: ({ context, actor, params }) => storySpeechService(context, media, actor, params.id),
    }),
    defineRoute({
      method: 'POST',
      url: '/stories/:id/transcribe',
      tag,
      summary: 'Transcribe the story (regenerate: again; keep the current transcript first with saveversion)',
      access: 'member',
      params,
      query,
      body: TranscribeRequestSchema.default({}),
      response: TaskQueuedResponseSchema,
      handler: ({ context, actor, params, body }) =>
        transcribe(context, media, actor, params.id, { language: body.language_code, regenerate: body.regenerate, mode: 'standard' }),
    }),
    ...(['deepgram_transcribe', 'advanced_transcribe'] as const).map((name) =>
      defineRoute({
        method: 'POST',
        url: `/stories/:id/${name}`,
        tag,
        summary: 'Transcribe the story in advanced mode (regenerate: again; keep the current transcript first with saveversion)',
        access: 'member',
        params,
        query,
        body: ServiceTranscribeRequestSchema.default({}),
        response: TaskQueuedResponseSchema,
        handler: ({ context, actor, params, body }) =>
          transcribe(context, media, actor, params.id, { language: body.language, regenerate: body.regenerate, mode: 'advanced' }),
      }),
    ),
    defineRoute({
      method: 'POST',
      url: '/stories/:id/transcode',
      tag,
      summary: "Process the story's media again (renditions, thumbnail, then transcription when there is none)",
      access: 'member',
      params,
      query,
      response: TaskQueuedResponseSchema,
      handler: ({ context, actor, params }) => transcode(context, media, actor, params.id),
    }),
  ];
}
