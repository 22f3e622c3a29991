import { RoomApi, VideoCallProvider } from '@storykeep/core';
import { ContainerModule } from 'inversify';
import { HttpRoomApi } from '../http/http-room.api.js';

/** The signalling socket's address on the page's own origin, over ws: or wss:. */
export function defaultSignalUrl(roomKey: string, location: Pick<Location, 'protocol' | 'host'> | undefined = globalThis.location): string {
  const secure = location?.protocol === 'https:';
  return `${secure ? 'wss' : 'ws'}://${location?.host ?? 'localhost'}/api/rooms/${encodeURIComponent(roomKey)}/signal`;
}

/** Rooms over HTTP, and calls over built-in WebRTC, whose code is imported only when a call opens. */
export function callsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<RoomApi>(RoomApi).to(HttpRoomApi).inSingletonScope();
    bind<VideoCallProvider>(VideoCallProvider)
      .toDynamicValue((context) => {
        const rooms = context.get<RoomApi>(RoomApi);
        return {
          async open() {
            const { WebRtcVideoCall } = await import('./webrtc-video-call.js');
            return new WebRtcVideoCall({ signalUrl: (roomKey) => defaultSignalUrl(roomKey), iceServers: () => rooms.iceServers() });
          },
        };
      })
      .inSingletonScope();
  });
}
