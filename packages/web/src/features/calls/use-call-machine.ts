import { callMachine, type RoomApi, type RoomJoinResponse, type SavedCallDevices, type VideoCall } from '@storykeep/core';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { useWorkspace } from '../../shared/workspace-context.js';

/** The call machine wired to one video call and the room API, joined as soon as it runs. */
export function useCallMachine(
  call: VideoCall,
  rooms: RoomApi,
  roomKey: string,
  join: RoomJoinResponse,
  token: string,
  devices: SavedCallDevices,
) {
  // The organization's callPublisher flag (its managers set it on the settings screen); defaults for guests.
  const publisherOptions = useWorkspace().flags.callPublisher;
  const machine = useMemo(
    () =>
      callMachine.provide({
        actors: {
          connect: fromPromise(({ input }) => call.connect(input.session)),
          initPublisher: fromPromise(({ input }) => call.initPublisher(input)),
          publish: fromPromise(() => call.publish()),
          disconnect: fromPromise(() => call.disconnect()),
          setScreenShare: fromPromise(({ input }) => call.setScreenShare(input.on)),
          setVideoEnabled: fromPromise(({ input }) => call.setVideoEnabled(input.enabled)),
          setRecording: fromPromise(({ input }) => rooms.setRecording(input.roomKey, input.action)),
          updateLayout: fromPromise(({ input }) => rooms.setLayout(input.roomKey, input.layout)),
          callEvents: fromCallback(({ sendBack }) => {
            const subscription = call.events().subscribe((event) => sendBack({ type: 'call.event', event }));
            return () => subscription.unsubscribe();
          }),
        },
        actions: { sendChat: (_, params) => void call.sendChat(params.text) },
      }),
    [call, rooms],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      roomKey,
      questions: join.questions,
      layout: join.layout,
      recording: { isRecording: join.isRecording, numberOfRecordings: join.numberOfRecordings, at: null },
      publisher: {
        video: true,
        options: publisherOptions,
        audioDeviceId: devices.audioinput ?? undefined,
        videoDeviceId: devices.videoinput ?? undefined,
      },
    },
  });
  useEffect(() => {
    send({ type: 'call.join', session: { roomKey, token } });
  }, [send, roomKey, token]);
  // Leaving the page ends the call (closes the sockets and stops the camera).
  useEffect(() => () => void call.disconnect(), [call]);
  return [snapshot, send] as const;
}
