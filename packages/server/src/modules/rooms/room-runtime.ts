import { type IceServersResponse, IceServersResponseSchema } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import type { VoiceSipSettings } from './dial-in-settings.js';
import { RoomBus } from './room-bus.js';
import type { VonageVideo } from './vonage-video.js';

interface RoomRuntime {
  bus: RoomBus;
  iceServers: IceServersResponse['iceServers'];
  /** Vonage Video when its key and secret are configured; calls use the built-in WebRTC otherwise. */
  vonage: VonageVideo | undefined;
  /** VONAGE_CALLBACK_SECRET: the path segment Vonage's callbacks and webhooks must carry; none turns them off. */
  vonageCallbackSecret: string | undefined;
  /** VONAGE_DIAL_IN_NUMBER: the number calls on Vonage can be joined by, with each room's code; none: no dial-in. */
  dialInNumber: string | undefined;
  /** VONAGE_VOICE_SIP_URI and its credentials: with them the server answers the dial-in itself; none: it does not. */
  voiceSip: VoiceSipSettings | undefined;
  /** SIP legs being dialled after their caller's webhook was answered; the app waits for them when it closes. */
  pendingLegs: Set<Promise<void>>;
}

const runtimes = new WeakMap<AppContext, RoomRuntime>();

/** The app's room pub/sub, ICE servers and video service (in-process, none and WebRTC until `registerRoomSignalling` configures them). */
export function roomRuntime(context: AppContext): RoomRuntime {
  let runtime = runtimes.get(context);
  if (!runtime) {
    runtime = {
      bus: new RoomBus(context.db),
      iceServers: [],
      vonage: undefined,
      vonageCallbackSecret: undefined,
      dialInNumber: undefined,
      voiceSip: undefined,
      pendingLegs: new Set(),
    };
    runtimes.set(context, runtime);
  }
  return runtime;
}

/** ICE_SERVERS: a JSON list of RTCIceServer entries; empty (or unset) is enough on one host or a LAN. */
export function iceServersFromEnv(value: string | undefined): IceServersResponse['iceServers'] {
  if (!value?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('Invalid environment variable ICE_SERVERS: not JSON');
  }
  const result = IceServersResponseSchema.shape.iceServers.safeParse(parsed);
  if (!result.success) throw new Error(`Invalid environment variable ICE_SERVERS: ${result.error.issues[0]?.message}`);
  return result.data;
}
