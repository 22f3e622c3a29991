import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import type { DB } from '../../db/schema.js';
import type { VoiceSipSettings } from './dial-in-settings.js';
import { roomRuntime } from './room-runtime.js';
import type { VonageVideo } from './vonage-video.js';

/**
 * The SIP header a caller's leg carries into the Voice API, which hands it to the answer webhook as
 * `SipHeader_X-Storykeep-Room`: the caller's call id and a signature made with the callback secret, so only a leg this
 * server dialled is let into a caller's conversation without a code.
 */
const LEG_HEADER = 'X-Storykeep-Room';
export const LEG_WEBHOOK_FIELD = `SipHeader_${LEG_HEADER}`;

// A caller's leg while it is being dialled: the claim of the dial.
const DIALLING = 'dialling:';

function legSignature(secret: string, callUuid: string): Buffer {
  return createHmac('sha256', secret).update(`phone-leg:${callUuid}`).digest();
}

/** The leg's header for a caller's call: its id, then the signature (the id may hold dots; the signature holds none). */
export function legHeader(secret: string, callUuid: string): string {
  return `${callUuid}.${legSignature(secret, callUuid).toString('base64url')}`;
}

/** The caller's call a leg's header names, when its signature is this server's; undefined otherwise. */
export function callOfLeg(secret: string, header: string): string | undefined {
  const dot = header.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const callUuid = header.slice(0, dot);
  const expected = legSignature(secret, callUuid);
  const given = Buffer.from(header.slice(dot + 1), 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? callUuid : undefined;
}

/** Claims the leg of a caller being let in, inside the transaction that lets them in: the claim its dial holds. */
export async function claimLeg(trx: Kysely<DB>, callUuid: string): Promise<string | undefined> {
  const claim = `${DIALLING}${randomUUID()}`;
  const result = await trx
    .updateTable('room_phone_calls')
    .set({ vonage_leg: claim })
    .where('call_uuid', '=', callUuid)
    .where('vonage_leg', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? claim : undefined;
}

/** What dialling a caller's leg needs. */
export interface LegDial {
  vonage: VonageVideo;
  sip: VoiceSipSettings;
  secret: string;
  room: { id: string; sessionId: string };
  callUuid: string;
  claim: string;
  /** The last digits of the caller's number, which name the leg's track (null when it was withheld). */
  phone: string | null;
}

/**
 * Waits before dialling again after Vonage refused the leg: most refusals are passing (a busy SIP endpoint, a 5xx),
 * and the caller already let in hears nobody until a dial succeeds.
 */
export const LEG_RETRY_DELAYS_MS = [500, 2_000] as const;

/**
 * Dials the room's Vonage session into the caller's own conversation, after the caller's webhook is answered (the
 * Voice API waits only seconds for it, a SIP call takes longer). The leg's connection replaces the claim; when the
 * caller left meanwhile (their row, and so the claim, is gone) the new leg is hung up at once. A refused dial is tried
 * again after each of LEG_RETRY_DELAYS_MS while the caller is in; when the last try fails the claim is given back.
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
          context.log?.warn({ err: error, roomId: dial.room.id }, 'The SIP leg to a phone caller of a room was refused; dialling again');
          await new Promise((resolve) => setTimeout(resolve, delay));
          if (await stillClaimed(context, dial)) continue;
          return;
        }
        await context.db
          .updateTable('room_phone_calls')
          .set({ vonage_leg: null })
          .where('call_uuid', '=', dial.callUuid)
          .where('vonage_leg', '=', dial.claim)
          .execute()
          .catch(() => undefined);
        context.log?.warn({ err: error, roomId: dial.room.id }, 'The SIP leg to a phone caller of a room could not be dialled');
        return;
      }
    }
  })();
  runtime.pendingLegs.add(work);
  void work.finally(() => runtime.pendingLegs.delete(work));
}

/** One dial of the leg; its connection replaces the claim, or is hung up when the caller left meanwhile. */
async function dialLeg(context: AppContext, dial: LegDial): Promise<void> {
  const { vonage, sip, room, claim } = dial;
  const headers = { [LEG_HEADER]: legHeader(dial.secret, dial.callUuid) };
  const connectionId = await vonage.dial(room.sessionId, { phone: dial.phone }, { uri: sip.uri, auth: sip.auth, headers }, context.now());
  const kept = await context.db
    .updateTable('room_phone_calls')
    .set({ vonage_leg: connectionId })
    .where('call_uuid', '=', dial.callUuid)
    .where('vonage_leg', '=', claim)
    .executeTakeFirst();
  if (Number(kept.numUpdatedRows) === 0) await vonage.forceDisconnect(room.sessionId, connectionId);
}

/** Whether the dial's claim still holds the caller's leg (the caller has not left). */
async function stillClaimed(context: AppContext, dial: LegDial): Promise<boolean> {
  const row = await context.db
    .selectFrom('room_phone_calls')
    .select('vonage_leg')
    .where('call_uuid', '=', dial.callUuid)
    .executeTakeFirst();
  return row?.vonage_leg === dial.claim;
}

/** Hangs up a caller's leg once they left (a leg still being dialled hangs itself up when it sees that). */
export async function hangUpLeg(context: AppContext, vonage: VonageVideo, sessionId: string, leg: string): Promise<void> {
  if (leg.startsWith(DIALLING)) return;
  try {
    await vonage.forceDisconnect(sessionId, leg);
  } catch (error) {
    // Already gone (the session ended, or Vonage hung it up): nothing is left to do.
    context.log?.warn({ err: error, sessionId }, 'The SIP leg to a phone caller of a room could not be hung up');
  }
}
