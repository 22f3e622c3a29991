import { randomUUID } from 'node:crypto';
import { phoneLastDigits, phoneParticipantName } from '@storykeep/core';
import { apiUrl } from '../../app-url.js';
import type { AppContext } from '../../context/app-context.js';
import { notFound } from '../../http/errors.js';
import { callOfLeg, claimLeg, dialLegLater, hangUpLeg, LEG_WEBHOOK_FIELD } from './dial-in-leg.js';
import { callerConversation, codeInput, DIAL_IN_PROMPTS, DIAL_IN_TRIES, type Ncco, talk } from './dial-in-ncco.js';
import type { VoiceSipSettings } from './dial-in-settings.js';
import { roomRuntime } from './room-runtime.js';
import { sameSecret } from './vonage-callback.js';
import type { VonageVideo } from './vonage-video.js';

/** What the Voice API tells the answer webhook of a call: its id, the caller's number and, for a SIP leg, its headers. */
export interface AnsweredCall {
  uuid: string;
  from?: string | undefined;
  [LEG_WEBHOOK_FIELD]?: string | undefined;
}

/** What the input webhook gets: the call and the keys pressed (none when the caller typed nothing in time). */
export interface EnteredCode {
  uuid: string;
  from?: string | undefined;
  dtmf?: { digits?: string | undefined } | undefined;
}

/** What the event webhook gets: the call and its new status (other events carry neither and change nothing). */
export interface CallEvent {
  uuid?: string | undefined;
  status?: string | undefined;
}

// The statuses after which a call is over (the Voice API's event webhook).
const CALL_OVER = new Set(['completed', 'failed', 'rejected', 'busy', 'cancelled', 'timeout', 'unanswered']);

interface DialIn {
  vonage: VonageVideo;
  secret: string;
  sip: VoiceSipSettings;
}

/**
 * The dial-in, when this server answers it (Vonage Video, the dial-in number, the callback secret and the Voice
 * application's SIP address are configured) and the webhook carries the callback secret. Anything else answers 404
 * as if the address did not exist, like the archive callback.
 */
function requireDialIn(context: AppContext, secret: string): DialIn {
  const { vonage, vonageCallbackSecret, dialInNumber, voiceSip } = roomRuntime(context);
  if (!vonage || !vonageCallbackSecret || !dialInNumber || !voiceSip || !sameSecret(secret, vonageCallbackSecret)) throw notFound('Route');
  return { vonage, secret: vonageCallbackSecret, sip: voiceSip };
}

function askForCode(context: AppContext, secret: string, prompt: string): Ncco {
  return [talk(prompt, true), codeInput(apiUrl(context, `/vonage/dial-in/input/${secret}`))];
}

/** Notes a caller's call (once, however often the Voice API sends its webhooks) with the last digits of its number. */
async function noteCall(context: AppContext, uuid: string, from: string | undefined): Promise<void> {
  await context.db
    .insertInto('room_phone_calls')
    .values({ call_uuid: uuid, caller: phoneLastDigits(from), created_at: context.now() })
    .onConflict((oc) => oc.column('call_uuid').doNothing())
    .execute();
}

/**
 * The answer webhook: a telephone caller is asked for the call's code; the SIP leg of a room's session to one caller
 * (its signed header) goes straight into that caller's conversation while the caller is in a room.
 */
export async function answerCall(context: AppContext, secret: string, call: AnsweredCall): Promise<Ncco> {
  const dialIn = requireDialIn(context, secret);
  const leg = call[LEG_WEBHOOK_FIELD];
  if (leg !== undefined) {
    const callUuid = callOfLeg(dialIn.secret, leg);
    const caller = callUuid
      ? await context.db
          .selectFrom('room_phone_calls')
          .select('call_uuid')
          .where('call_uuid', '=', callUuid)
          .where('participant_id', 'is not', null)
          .executeTakeFirst()
      : undefined;
    return caller ? [callerConversation(caller.call_uuid)] : [talk(DIAL_IN_PROMPTS.notAvailable)];
  }
  await noteCall(context, call.uuid, call.from);
  return askForCode(context, dialIn.secret, DIAL_IN_PROMPTS.welcome);
}

/** Whether the room's call is over: its interview has been concluded. */
async function roomEnded(context: AppContext, storyId: string): Promise<boolean> {
  const concluded = await context.db.selectFrom('story_conclusions').select('story_id').where('story_id', '=', storyId).executeTakeFirst();
  return concluded !== undefined;
}

/**
 * Lets the caller into the room: a participant named by the last digits of their number, and the call's row marked
 * with it, in one transaction holding the room's row (so a room deleted at the same moment takes nobody in). The
 * caller's own SIP leg is claimed there and dialled once the webhook is answered.
 */
async function letIn(context: AppContext, dialIn: DialIn, uuid: string, room: { id: string; sessionId: string }): Promise<boolean> {
  const joined = await context.db.transaction().execute(async (trx) => {
    const held = await trx.selectFrom('rooms').select('id').where('id', '=', room.id).forUpdate().executeTakeFirst();
    // Its story was deleted since the code was looked up.
    if (!held) return undefined;
    const call = await trx.selectFrom('room_phone_calls').select('caller').where('call_uuid', '=', uuid).executeTakeFirstOrThrow();
    const participantId = randomUUID();
    await trx
      .insertInto('room_participants')
      .values({
        id: participantId,
        room_id: room.id,
        user_id: null,
        name: phoneParticipantName(call.caller),
        email: null,
        role: 'guest',
        token_hash: null,
        expires_at: null,
        created_at: context.now(),
      })
      .execute();
    await trx
      .updateTable('room_phone_calls')
      .set({ room_id: room.id, participant_id: participantId })
      .where('call_uuid', '=', uuid)
      .execute();
    return { claim: await claimLeg(trx, uuid), phone: call.caller };
  });
  if (joined?.claim) dialLegLater(context, { ...dialIn, room, callUuid: uuid, claim: joined.claim, phone: joined.phone });
  return joined !== undefined;
}

/**
 * The input webhook: the code the caller typed. The right code of a room whose call is on puts the caller into a
 * conversation of their own, which the room's session joins through the caller's own leg; a wrong code, or none, is
 * asked for again until the third, then the call ends; the code of a call that has ended ends the call with a word why.
 */
export async function receiveCode(context: AppContext, secret: string, entered: EnteredCode): Promise<Ncco> {
  const dialIn = requireDialIn(context, secret);
  await noteCall(context, entered.uuid, entered.from);
  const call = await context.db.selectFrom('room_phone_calls').selectAll().where('call_uuid', '=', entered.uuid).executeTakeFirstOrThrow();
  // The Voice API sent this again (it had no answer in time): the caller is in already.
  if (call.room_id && call.participant_id) return [talk(DIAL_IN_PROMPTS.joining), callerConversation(call.call_uuid)];
  const digits = entered.dtmf?.digits ?? '';
  const room = /^[0-9]+$/.test(digits)
    ? await context.db
        .selectFrom('rooms')
        .select(['id', 'story_id', 'vonage_session_id'])
        .where('dial_in_code', '=', digits)
        .executeTakeFirst()
    : undefined;
  if (!room) {
    const tries = call.tries + 1;
    await context.db.updateTable('room_phone_calls').set({ tries }).where('call_uuid', '=', call.call_uuid).execute();
    if (tries >= DIAL_IN_TRIES) return [talk(DIAL_IN_PROMPTS.giveUp)];
    return askForCode(context, dialIn.secret, digits ? DIAL_IN_PROMPTS.wrongCode : DIAL_IN_PROMPTS.noCode);
  }
  // A room gets its code on its first Vonage join, after its session: one without a session is not a call on Vonage.
  if (!room.vonage_session_id || (await roomEnded(context, room.story_id))) return [talk(DIAL_IN_PROMPTS.ended)];
  if (!(await letIn(context, dialIn, call.call_uuid, { id: room.id, sessionId: room.vonage_session_id })))
    return [talk(DIAL_IN_PROMPTS.ended)];
  return [talk(DIAL_IN_PROMPTS.joining), callerConversation(call.call_uuid)];
}

/** The event webhook: once a call is over its row goes, and the caller's SIP leg, if it has one, is hung up. */
export async function receiveCallEvent(context: AppContext, secret: string, event: CallEvent): Promise<{ received: true }> {
  const dialIn = requireDialIn(context, secret);
  const { uuid, status } = event;
  if (!uuid || !status || !CALL_OVER.has(status)) return { received: true };
  const ended = await context.db
    .deleteFrom('room_phone_calls')
    .where('call_uuid', '=', uuid)
    .returning(['room_id', 'vonage_leg'])
    .executeTakeFirst();
  if (!ended?.room_id || !ended.vonage_leg) return { received: true };
  const room = await context.db.selectFrom('rooms').select('vonage_session_id').where('id', '=', ended.room_id).executeTakeFirst();
  // A leg still being dialled sees its claim gone and hangs itself up.
  if (room?.vonage_session_id) await hangUpLeg(context, dialIn.vonage, room.vonage_session_id, ended.vonage_leg);
  return { received: true };
}
