import { type IceServersResponse, IceServersResponseSchema } from '@storykeep/core';
import type { AppContext } from '../../app-context.js';
import { RoomBus } from './room-bus.js';

interface RoomRuntime {
  bus: RoomBus;
  iceServers: IceServersResponse['iceServers'];
}

const runtimes = new WeakMap<AppContext, RoomRuntime>();

/** The app's room pub/sub and ICE servers (in-process and none until `registerRoomSignalling` configures them). */
export function roomRuntime(context: AppContext): RoomRuntime {
  let runtime = runtimes.get(context);
  if (!runtime) {
    runtime = { bus: new RoomBus(context.db), iceServers: [] };
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
