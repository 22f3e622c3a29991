import { Body1, Spinner, Title1 } from '@fluentui/react-components';
import {
  callsLabels,
  DeviceStorage,
  messages,
  type RoomApi,
  RoomApi as RoomApiToken,
  roomFlowMachine,
  type SavedCallDevices,
} from '@storykeep/core';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useAuth } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';
import { CallScreen } from './call-screen.js';
import { DeviceCheck } from './device-check.js';
import { joinWithClockOffset } from './join-with-clock.js';
import { PreJoinForm } from './pre-join-form.js';
import { useRoomPageStyles } from './room-start-page.js';

/** `/room/session/{roomKey}`: the join link. The room flow leads through the pre-join form and device check into the call. */
export function RoomSessionPage() {
  const { interviewId = '' } = useParams();
  return <RoomSession key={interviewId} roomKey={interviewId} />;
}

function RoomSession({ roomKey }: { roomKey: string }) {
  const styles = useRoomPageStyles();
  const rooms = useService<RoomApi>(RoomApiToken);
  const storage = useService<DeviceStorage>(DeviceStorage);
  const user = useAuth((s) => (s.context.authenticated ? { name: s.context.full_name ?? '', email: s.context.email ?? '' } : null));
  const accessToken = useAuth((s) => s.context.token);
  // Read when the form is first filled; later changes to the session do not rebuild the flow.
  const userRef = useRef(user);
  userRef.current = user;
  const machine = useMemo(
    () =>
      roomFlowMachine.provide({
        actors: {
          loadRoom: fromPromise(({ input }) => rooms.roomInfo(input.roomKey)),
          loadUser: fromPromise(async () => userRef.current),
          joinRoom: fromPromise(({ input }) => joinWithClockOffset(rooms, input.roomKey, input.request)),
        },
      }),
    [rooms],
  );
  const [snapshot, send] = useMachine(machine);
  useEffect(() => send({ type: 'room.open', roomKey }), [send, roomKey]);
  const context = snapshot.context;

  switch (context.callStatus) {
    case 'in_pre_join_modal':
    case 'attempting_room_join':
      return (
        <PreJoinForm
          context={context}
          busy={context.callStatus === 'attempting_room_join'}
          onChange={(change) => send({ type: 'room.preJoin.change', ...change })}
          onSubmit={() => send({ type: 'room.preJoin.submit' })}
        />
      );
    case 'in_device_check_modal':
      return (
        <DeviceCheck
          saved={storage.getCallDevices()}
          onConfirm={(devices: SavedCallDevices) => {
            storage.setCallDevices(devices);
            send({ type: 'room.devices.confirm' });
          }}
        />
      );
    case 'successfully_in_room': {
      const join = context.join;
      const token = join?.token ?? accessToken;
      if (!join || !token) return <Body1 role="alert">{messages.callSignInAgain}</Body1>;
      return <CallScreen roomKey={roomKey} join={join} token={token} devices={storage.getCallDevices()} />;
    }
    default:
      return context.error ? (
        <div className={styles.page}>
          <Title1 as="h1">{callsLabels.callNotAvailable}</Title1>
          <Body1 role="alert">{messages.callLinkInvalid}</Body1>
        </div>
      ) : (
        <Spinner label={callsLabels.openingTheCall} />
      );
  }
}
