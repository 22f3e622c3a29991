import { z } from 'zod';
import { DIAL_IN_CODE_DIGITS } from './room-call.service.js';

// What a telephone caller hears. Spoken by the Voice API's text-to-speech, never shown in the app.
export const DIAL_IN_PROMPTS = {
  welcome: 'Welcome. Please enter the code of the call you are joining, followed by the hash key.',
  noCode: 'No code was entered. Please enter the code of the call, followed by the hash key.',
  wrongCode: 'That code was not recognised. Please enter the code again, followed by the hash key.',
  giveUp: 'That code was not recognised. Please check the code on the call screen and call again. Goodbye.',
  ended: 'This call has ended and can no longer be joined. Goodbye.',
  joining: 'Thank you. You are joining the call now.',
  notAvailable: 'Sorry, this call cannot be joined by phone. Goodbye.',
} as const;

/** How many codes a caller may enter before the call is ended. */
export const DIAL_IN_TRIES = 3;

// Seconds the Voice API waits for the next key before it sends what was typed (its longest wait).
const KEY_WAIT_SECONDS = 10;

const TalkSchema = z.object({ action: z.literal('talk'), text: z.string(), bargeIn: z.boolean().optional() });
const InputSchema = z.object({
  action: z.literal('input'),
  type: z.array(z.literal('dtmf')),
  dtmf: z.object({ maxDigits: z.number(), submitOnHash: z.boolean(), timeOut: z.number() }),
  eventUrl: z.array(z.string()),
  eventMethod: z.literal('POST'),
});
const ConversationSchema = z.object({
  action: z.literal('conversation'),
  name: z.string(),
  startOnEnter: z.boolean(),
  endOnExit: z.boolean(),
});

/** A Voice API call control object: the actions the call runs in order; the call ends after the last one. */
export const NccoSchema = z.array(z.discriminatedUnion('action', [TalkSchema, InputSchema, ConversationSchema]));
export type Ncco = z.infer<typeof NccoSchema>;
type NccoAction = Ncco[number];

/** Says something to the caller; with `bargeIn`, a key pressed meanwhile stops it and goes to the input after it. */
export function talk(text: string, bargeIn = false): NccoAction {
  return bargeIn ? { action: 'talk', text, bargeIn } : { action: 'talk', text };
}

/** Waits for the code: its digits, sent early on `#`, to `eventUrl` (the input webhook). */
export function codeInput(eventUrl: string): NccoAction {
  return {
    action: 'input',
    type: ['dtmf'],
    dtmf: { maxDigits: DIAL_IN_CODE_DIGITS, submitOnHash: true, timeOut: KEY_WAIT_SECONDS },
    eventUrl: [eventUrl],
    eventMethod: 'POST',
  };
}

/**
 * The Voice conversation of one telephone caller, which the room's Vonage session joins through that caller's own SIP
 * leg: the session hears each caller on their own track, and each caller hears the whole room, other callers included,
 * through their leg. Named for the caller's call (the name is only ever used inside the Vonage application).
 */
export function callerConversation(callUuid: string): NccoAction {
  return { action: 'conversation', name: `storykeep-caller-${callUuid}`, startOnEnter: true, endOnExit: false };
}
