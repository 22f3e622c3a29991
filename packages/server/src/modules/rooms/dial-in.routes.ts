import { NoQuerySchema } from '@storykeep/core';
import { z } from 'zod';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { answerCall, receiveCallEvent, receiveCode } from './dial-in.service.js';
import { LEG_WEBHOOK_FIELD } from './dial-in-leg.js';
import { NccoSchema } from './dial-in-ncco.js';
import { VonageCallbackParamsSchema } from './vonage-callback.js';

// The Voice API's webhooks: only the fields the server reads are checked; the rest (region, timestamps…) pass untouched.
const CallUuidSchema = z.string().min(1).max(200);
const CallerSchema = z.string().max(100);

/** The answer webhook: a call to the dial-in number (or the SIP leg of a room's session, with its header). */
export const DialInAnswerSchema = z.looseObject({
  uuid: CallUuidSchema,
  from: CallerSchema.optional(),
  to: CallerSchema.optional(),
  conversation_uuid: z.string().max(200).optional(),
  [LEG_WEBHOOK_FIELD]: z.string().min(1).max(1000).optional(),
});

/** The input webhook: the keys the caller pressed (`digits` is empty when they typed nothing in time). */
export const DialInInputSchema = z.looseObject({
  uuid: CallUuidSchema,
  from: CallerSchema.optional(),
  to: CallerSchema.optional(),
  conversation_uuid: z.string().max(200).optional(),
  dtmf: z.looseObject({ digits: z.string().max(100).optional(), timed_out: z.boolean().optional() }).optional(),
});

/** The event webhook: a call's new status; events of other kinds (recordings, transfers) carry neither field. */
export const DialInEventSchema = z.looseObject({
  uuid: CallUuidSchema.optional(),
  status: z.string().min(1).max(100).optional(),
  conversation_uuid: z.string().max(200).optional(),
});

export const DialInEventAnswerSchema = z.object({ received: z.literal(true) });

const common = {
  secretParams: ['secret'] as const,
  tag: 'Rooms',
  access: 'public',
  credential: 'guess',
  params: VonageCallbackParamsSchema,
} as const;

/**
 * The Vonage Voice application's webhooks for the dial-in number, each authenticated by VONAGE_CALLBACK_SECRET as its
 * last path segment. The answer webhook takes Vonage's default GET (fields in the query) or POST (a JSON body).
 */
export const dialInRoutes: ApiRoute[] = [
  defineRoute({
    ...common,
    method: 'GET',
    url: '/vonage/dial-in/answer/:secret',
    summary: "Vonage Voice's answer webhook for the dial-in number: asks a caller for the call's code",
    query: DialInAnswerSchema,
    response: NccoSchema,
    handler: ({ context, params, query }) => answerCall(context, params.secret, query),
  }),
  defineRoute({
    ...common,
    method: 'POST',
    url: '/vonage/dial-in/answer/:secret',
    summary: "Vonage Voice's answer webhook for the dial-in number, sent as POST",
    query: NoQuerySchema,
    body: DialInAnswerSchema,
    response: NccoSchema,
    handler: ({ context, params, body }) => answerCall(context, params.secret, body),
  }),
  defineRoute({
    ...common,
    method: 'POST',
    url: '/vonage/dial-in/input/:secret',
    summary: "The code a caller typed: the right one joins the room's call, a wrong one is asked for again",
    query: NoQuerySchema,
    body: DialInInputSchema,
    response: NccoSchema,
    handler: ({ context, params, body }) => receiveCode(context, params.secret, body),
  }),
  defineRoute({
    ...common,
    method: 'POST',
    url: '/vonage/dial-in/events/:secret',
    summary: "Vonage Voice's event webhook: when a caller hangs up, their phone leg is hung up",
    query: NoQuerySchema,
    body: DialInEventSchema,
    response: DialInEventAnswerSchema,
    handler: ({ context, params, body }) => receiveCallEvent(context, params.secret, body),
  }),
];
