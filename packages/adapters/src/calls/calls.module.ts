import { RecordingApi, RoomApi, VideoCallProvider } from '@storykeep/core';
import { ContainerModule } from 'inversify';
import { HttpRecordingApi } from '../http/http-recording.api.js';
import { HttpRoomApi } from '../http/http-room.api.js';

/** The signalling socket's address on the page's own origin, over ws: or wss:. */
export function defaultSignalUrl(roomKey: string, location: Pick<Location, 'protocol' | 'host'> | undefined = globalThis.location): string {
  const secure = location?.protocol === 'https:';
  return `${secure ? 'wss' : 'ws'}://${location?.host ?? 'localhost'}/api/rooms/${encodeURIComponent(roomKey)}/signal`;
}

/**
 * Rooms and what a call recorded over HTTP, and calls on the service the server names for the room (built-in WebRTC, or Vonage Video with its
 * SDK); each one's code is imported only when a call connects.
 */
export function callsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<RoomApi>(RoomApi).to(HttpRoomApi).inSingletonScope();
    bind<RecordingApi>(RecordingApi).to(HttpRecordingApi).inSingletonScope();
    bind<VideoCallProvider>(VideoCallProvider)
      .toDynamicValue((context) => {
        const rooms = context.get<RoomApi>(RoomApi);
        return {
          async open() {
            const { ProviderVideoCall } = await import('./provider-video-call.js');
            return new ProviderVideoCall(
              (session) => rooms.callProvider(session.roomKey, session.token),
              async (call, latest) => {
                if (call.provider === 'vonage') {
                  const { createVonageCall } = await import('./vonage-call.factory.js');
                  return createVonageCall(rooms, latest);
                }
                const { WebRtcVideoCall } = await import('./webrtc-video-call.js');
                return new WebRtcVideoCall({ signalUrl: (roomKey) => defaultSignalUrl(roomKey), iceServers: () => rooms.iceServers() });
              },
            );
          },
        };
      })
      .inSingletonScope();
  });
}
