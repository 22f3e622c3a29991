import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import type { DB } from '../../db/schema.js';
import type { VoiceSipSettings } from './dial-in-settings.js';
import { roomRuntime } from './room-runtime.js';
import type { VonageVideo } from './vonage-video.js';

/**
 * The SIP header the room's leg carries into the Voice API, which hands it to the answer webhook as
 * `SipHeader_X-Storykeep-Room`: the room's id and a signature made with the callback secret, so only a leg this server
 * dialled is let into a room's conversation without a code.
 */
const LEG_HEADER = 'X-Storykeep-Room';
export const LEG_WEBHOOK_FIELD = `SipHeader_${LEG_HEADER}`;

// A room's leg while it is being dialled: the claim of the caller who dials it.
const DIALLING = 'dialling:';

function legSignature(secret: string, roomId: string): Buffer {
  return createHmac('sha256', secret).update(`phone-leg:${roomId}`).digest();
}

/** The room a leg's header names, when its signature is this server's; undefined otherwise. */
export function roomOfLeg(secret: string, header: string): string | undefined {
  const [roomId, signature, extra] = header.split('.');
  if (!roomId || !signature || extra !== undefined) return undefined;
  const expected = legSignature(secret, roomId);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? roomId : undefined;
}

/**
 * Claims the room's leg for the caller being let in, inside the transaction that holds the room's row: a claim when
 * this caller is to dial it, undefined when it is there already or being dialled by another caller.
 */
export async function claimLeg(trx: Kysely<DB>, roomId: string): Promise<string | undefined> {
  const claim = `${DIALLING}${randomUUID()}`;
  const result = await trx
    .updateTable('rooms')
    .set({ vonage_phone_leg: claim })
    .where('id', '=', roomId)
    .where('vonage_phone_leg', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? claim : undefined;
}

/** What dialling a room's leg needs. */
export interface LegDial {
  vonage: VonageVideo;
  sip: VoiceSipSettings;
  secret: string;
  room: { id: string; sessionId: string };
  claim: string;
  /** The last digits of the first caller's number, which name the leg's track (null when it was withheld). */
  phone: string | null;
}

/**
 * Waits before dialling again after Vonage refused the leg: most refusals are passing (a busy SIP endpoint, a 5xx),
 * and the callers already let in hear only each other until a dial succeeds.
 */
export const LEG_RETRY_DELAYS_MS = [500, 2_000] as const;

/**
 * Dials the room's Vonage session into its callers' conversation, after the caller's webhook is answered (the Voice
 * API waits only seconds for it, a SIP call takes longer). The leg's connection replaces the claim; when every
 * caller left meanwhile (the claim is gone) the new leg is hung up at once. A refused dial is tried again after each
 * of LEG_RETRY_DELAYS_MS while callers remain; when the last try fails the claim is given back, so the next caller
 * dials again.
 */
export function dialLegLater(context: AppContext, dial: LegDial): void {
  const runtime = roomRuntime(context);
  const work = (async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await dialLeg(context, dial);
        return;
      } catch (error) {
        const delay = LEG_RETRY_DELAYS_MS[attempt];
        if (delay !== undefined && (await stillClaimed(context, dial))) {
          context.log?.warn({ err: error, roomId: dial.room.id }, 'The SIP leg to the phone callers of a room was refused; dialling again');
          await new Promise((resolve) => setTimeout(resolve, delay));
          if (await stillClaimed(context, dial)) continue;
          return;
        }
        await context.db
          .updateTable('rooms')
          .set({ vonage_phone_leg: null })
          .where('id', '=', dial.room.id)
          .where('vonage_phone_leg', '=', dial.claim)
          .execute()
          .catch(() => undefined);
        context.log?.warn({ err: error, roomId: dial.room.id }, 'The SIP leg to the phone callers of a room could not be dialled');
        return;
      }
    }
  })();
  runtime.pendingLegs.add(work);
  void work.finally(() => runtime.pendingLegs.delete(work));
}

/** One dial of the leg; its connection replaces the claim, or is hung up when the callers left meanwhile. */
async function dialLeg(context: AppContext, dial: LegDial): Promise<void> {
  const { vonage, sip, room, claim } = dial;
  const headers = { [LEG_HEADER]: `${room.id}.${legSignature(dial.secret, room.id).toString('base64url')}` };
  const connectionId = await vonage.dial(room.sessionId, { phone: dial.phone }, { uri: sip.uri, auth: sip.auth, headers }, context.now());
  const kept = await context.db
    .updateTable('rooms')
    .set({ vonage_phone_leg: connectionId })
    .where('id', '=', room.id)
    .where('vonage_phone_leg', '=', claim)
    .executeTakeFirst();
  if (Number(kept.numUpdatedRows) === 0) await vonage.forceDisconnect(room.sessionId, connectionId);
}

/** Whether the dial's claim still holds the room's leg (the callers have not all left). */
async function stillClaimed(context: AppContext, dial: LegDial): Promise<boolean> {
  const row = await context.db.selectFrom('rooms').select('vonage_phone_leg').where('id', '=', dial.room.id).executeTakeFirst();
  return row?.vonage_phone_leg === dial.claim;
}

/** Hangs up a room's leg once its last caller left (a leg still being dialled hangs itself up when it sees that). */
export async function hangUpLeg(context: AppContext, vonage: VonageVideo, sessionId: string, leg: string): Promise<void> {
  if (leg.startsWith(DIALLING)) return;
  try {
    await vonage.forceDisconnect(sessionId, leg);
  } catch (error) {
    // Already gone (the session ended, or Vonage hung it up): nothing is left to do.
    context.log?.warn({ err: error, sessionId }, 'The SIP leg to the phone callers of a room could not be hung up');
  }
}
