import { randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import { messages, RoomKeySchema, SignalClientMessageSchema, type SignalPeer, type SignalServerMessage } from '@storykeep/core';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { RoomSettings } from '../../config-services.js';
import type { AppContext } from '../../context/app-context.js';
import type { Database } from '../../db/database.js';
import { noteSecretPath } from '../../http/log-redaction.js';
import { recordingState } from './room.service.js';
import type { RoomEnvelope } from './room-bus.js';
import { roomChat, storeChat } from './room-chat.js';
import { participantFor } from './room-participant.js';
import { roomRuntime } from './room-runtime.js';
import { VonageVideo } from './vonage-video.js';

/**
 * Close codes: 4400 malformed first message, 4401 no auth in time, 4403 token not valid for this room, 4404 no room,
 * 4409 the call is full.
 */
const AUTH_SECONDS = 10;
/** Each open socket marks its presence this often; a mark older than PRESENCE_STALE_SECONDS is an instance that died. */
const PRESENCE_BEAT_SECONDS = 30;
export const PRESENCE_STALE_SECONDS = 90;
const MAX_MESSAGE_BYTES = 128 * 1024;
/** A built-in call is a mesh: every browser sends its media to every other, which stops working well past four. */
export const MESH_MAX_PARTICIPANTS = 4;

interface Joined {
  roomId: string;
  self: SignalPeer;
}

function send(socket: WebSocket, message: SignalServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * `GET /api/rooms/{roomKey}/signal` (WebSocket): presence, peer-to-peer offers, answers and ICE candidates, chat,
 * screen-share state and recording events of one room. The token comes in the first message, never in the URL, so it
 * is not logged. Messages travel through the room bus, so peers connected to different instances reach each other.
 */
export async function registerRoomSignalling(
  api: FastifyInstance,
  context: AppContext,
  database: Database,
  settings: RoomSettings,
): Promise<void> {
  const runtime = roomRuntime(context);
  runtime.iceServers = settings.iceServers;
  runtime.vonage = settings.vonage ? new VonageVideo(settings.vonage) : undefined;
  runtime.vonageCallbackSecret = settings.vonageCallbackSecret;
  runtime.dialInNumber = settings.dialInNumber;
  runtime.voiceSip = settings.voiceSip;
  if (database.listener) runtime.bus.fromPostgres(database.listener, (error) => api.log.error({ err: error }, 'room signals'));
  api.addHook('onClose', async () => {
    // A phone caller's SIP leg still being dialled writes to the database when it is done: let it finish first.
    await Promise.allSettled([...runtime.pendingLegs]);
    await runtime.bus.close();
  });
  if (!api.hasDecorator('websocketServer')) await api.register(fastifyWebsocket);
  const db = context.db;

  // The room key is the call's capability: the log shows it redacted.
  const config = { secretParams: ['roomKey'] };
  noteSecretPath(`${api.prefix}/rooms/:roomKey/signal`, config.secretParams);
  api.get<{ Params: { roomKey: string } }>('/rooms/:roomKey/signal', { websocket: true, config }, (socket, request) => {
    let joined: Joined | undefined;
    let stop: (() => void) | undefined;
    let beat: ReturnType<typeof setInterval> | undefined;
    const pending: string[] = [];
    const timer = setTimeout(() => socket.close(4401, 'Authenticate first'), AUTH_SECONDS * 1000);

    const deliver = (envelope: RoomEnvelope) => {
      if (!joined) return;
      if (envelope.to && envelope.to !== joined.self.peerId) return;
      if (envelope.except === joined.self.peerId) return;
      send(socket, envelope.message);
    };

    const start = async (token: string) => {
      const key = RoomKeySchema.safeParse(request.params.roomKey);
      const room = key.success
        ? await db.selectFrom('rooms').select(['id', 'story_id']).where('room_key', '=', key.data).executeTakeFirst()
        : undefined;
      if (!room) return socket.close(4404, 'No such room');
      const participant = await participantFor(context, room.id, token);
      if (!participant) return socket.close(4403, 'Join the room first');
      const stale = new Date(context.now().getTime() - PRESENCE_STALE_SECONDS * 1000);
      const self: SignalPeer = { peerId: randomUUID(), participantId: participant.id, name: participant.name, role: participant.role };
      // Counting and taking a place happen under a lock on the room's row: two people joining at the same moment (on
      // one server or two) are admitted one after the other, so a built-in call never passes its size.
      const admitted = await db.transaction().execute(async (trx) => {
        await trx.selectFrom('rooms').select('id').where('id', '=', room.id).forUpdate().executeTakeFirst();
        const present = await trx
          .selectFrom('room_presence')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('room_id', '=', room.id)
          .where('seen_at', '>=', stale)
          .executeTakeFirstOrThrow();
        if (Number(present.count) >= MESH_MAX_PARTICIPANTS) return false;
        await trx
          .insertInto('room_presence')
          .values({
            peer_id: self.peerId,
            room_id: room.id,
            participant_id: participant.id,
            name: self.name,
            role: self.role,
            seen_at: context.now(),
          })
          .execute();
        return true;
      });
      if (!admitted) return socket.close(4409, messages.callFull);
      stop = runtime.bus.subscribe(room.id, deliver);
      joined = { roomId: room.id, self };
      beat = setInterval(() => {
        void db
          .updateTable('room_presence')
          .set({ seen_at: context.now() })
          .where('peer_id', '=', self.peerId)
          .execute()
          .catch(() => {});
      }, PRESENCE_BEAT_SECONDS * 1000);
      // The socket may have closed while this ran: then it leaves at once.
      if (socket.readyState !== socket.OPEN) return leave();
      await db.deleteFrom('room_presence').where('room_id', '=', room.id).where('seen_at', '<', stale).execute();
      const peers = await db
        .selectFrom('room_presence')
        .select(['peer_id', 'participant_id', 'name', 'role'])
        .where('room_id', '=', room.id)
        .where('peer_id', '!=', self.peerId)
        .execute();
      send(socket, {
        type: 'welcome',
        self,
        peers: peers.map((p) => ({ peerId: p.peer_id, participantId: p.participant_id, name: p.name, role: p.role })),
        recording: await recordingState(context, room.story_id),
        chat: await roomChat(context, room.id),
      });
      await runtime.bus.publish({ roomId: room.id, except: self.peerId, message: { type: 'presence', peer: self, present: true } });
    };

    const leave = async () => {
      const left = joined;
      joined = undefined;
      stop?.();
      clearInterval(beat);
      if (!left) return;
      await db.deleteFrom('room_presence').where('peer_id', '=', left.self.peerId).execute();
      await runtime.bus.publish({
        roomId: left.roomId,
        except: left.self.peerId,
        message: { type: 'presence', peer: left.self, present: false },
      });
    };

    const handle = async (raw: string) => {
      let data: unknown;
      try {
        data = JSON.parse(raw);
      } catch {
        data = undefined;
      }
      const parsed = SignalClientMessageSchema.safeParse(data);
      if (!parsed.success) {
        if (!joined) return socket.close(4400, 'Send { type: "auth", token } first');
        return send(socket, { type: 'error', code: 'VALIDATION', message: parsed.error.issues[0]?.message ?? 'Malformed message' });
      }
      const message = parsed.data;
      if (!joined) {
        if (message.type !== 'auth') return socket.close(4400, 'Send { type: "auth", token } first');
        clearTimeout(timer);
        return start(message.token);
      }
      const { roomId, self } = joined;
      switch (message.type) {
        case 'auth':
          return send(socket, { type: 'error', code: 'ALREADY_AUTHENTICATED', message: 'Already authenticated' });
        case 'ping':
          return send(socket, { type: 'pong' });
        case 'signal':
          return runtime.bus.publish({ roomId, to: message.to, message: { type: 'signal', from: self.peerId, data: message.data } });
        case 'chat': {
          // Kept before it is relayed, so whoever joins next reads it in their welcome.
          const stored = await storeChat(context, roomId, self, message.text);
          return runtime.bus.publish({ roomId, message: { type: 'chat', ...stored } });
        }
        case 'screen':
          return runtime.bus.publish({ roomId, except: self.peerId, message: { type: 'screen', from: self.peerId, on: message.on } });
      }
    };

    // Messages are handled one at a time, in order: an answer must never overtake its offer.
    let chain = Promise.resolve();
    socket.on('message', (data, isBinary) => {
      const text = isBinary ? '' : data.toString();
      if (text.length > MAX_MESSAGE_BYTES) return socket.close(1009, 'Message too big');
      pending.push(text);
      chain = chain
        .then(async () => {
          const next = pending.shift();
          if (next !== undefined) await handle(next);
        })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'room signal');
          socket.close(1011, 'Server error');
        });
    });
    socket.on('close', () => {
      clearTimeout(timer);
      chain = chain.then(leave).catch((error: unknown) => request.log.error({ err: error }, 'room signal close'));
    });
  });
}
