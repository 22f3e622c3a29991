import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Room, RoomInfo, RoomJoinRequest, RoomJoinResponse } from '../../model/api/room.api.schema.js';
import { RoomStateSchema } from '../../model/room.schema.js';
import { flush } from '../testing/flush.js';
import { type RoomCreation, type RoomUser, roomFlowMachine } from './room-flow.machine.js';

const roomKey = 'abcdefghijklmnopqrstuvwx';
const room: Room = {
  roomKey,
  roomUrl: `http://storykeep.test/room/session/${roomKey}`,
  storyId: 's1',
  projectId: 'p1',
  folderId: null,
  title: '',
  questions: ['Where were you born?'],
  creatorId: 'u1',
  passwordRequired: true,
  isRecording: false,
  numberOfRecordings: 0,
  layout: 'grid',
};
const joined: RoomJoinResponse = {
  participantId: 'x',
  role: 'guest',
  name: 'Narrator',
  token: 'guest-token',
  storyId: 's1',
  title: '',
  questions: ['Where were you born?'],
  isRecording: true,
  numberOfRecordings: 1,
  layout: 'grid',
};

function start(answers: Array<RoomJoinResponse | Error>, user: RoomUser | null = null) {
  const requests: RoomJoinRequest[] = [];
  const machine = roomFlowMachine.provide({
    actors: {
      createRoom: fromPromise(async (): Promise<Room> => room),
      loadRoom: fromPromise(async (): Promise<RoomInfo> => ({ roomKey, title: '', hostName: 'Ada', passwordRequired: true })),
      loadUser: fromPromise(async (): Promise<RoomUser | null> => user),
      joinRoom: fromPromise(async ({ input }: { input: { roomKey: string; request: RoomJoinRequest } }): Promise<RoomJoinResponse> => {
        requests.push(input.request);
        const next = answers.shift();
        if (!next || next instanceof Error) throw next ?? new Error('none');
        return next;
      }),
    },
  });
  const actor = createActor(machine).start();
  const statuses: string[] = [];
  actor.subscribe((s) => {
    if (statuses.at(-1) !== s.context.callStatus) statuses.push(s.context.callStatus);
  });
  return { actor, requests, statuses, context: () => actor.getSnapshot().context };
}

describe('roomFlowMachine', () => {
  it('creates a room as its host and gives the link to share', async () => {
    const t = start([]);
    t.actor.send({ type: 'room.create', projectId: 'p1', folderId: null });
    await flush();
    expect(t.context()).toMatchObject({ callStatus: 'room_created', roomUrl: room.roomUrl, storyId: 's1', isCreator: true });
  });

  it('owns room creation: sends what the host asked to its create actor, shows it under way, keeps a refusal and tries again', async () => {
    const asked: RoomCreation[] = [];
    const pending: Array<{ resolve(room: Room): void; reject(error: Error): void }> = [];
    const machine = roomFlowMachine.provide({
      actors: {
        createRoom: fromPromise(
          ({ input }: { input: RoomCreation }) =>
            new Promise<Room>((resolve, reject) => {
              asked.push(input);
              pending.push({ resolve, reject });
            }),
        ),
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    const create = { projectId: 'p1', folderId: 'f1', title: 'Spring flood', questions: ['Where?'], sessionPassword: 'tea' };
    actor.send({ type: 'room.create', ...create });
    expect(actor.getSnapshot().context.callStatus).toBe('initiating_room_creation');
    expect(asked).toEqual([create]);
    // Another create while one is under way is not a second room.
    actor.send({ type: 'room.create', ...create });
    clock.increment(60_000);
    await flush();
    expect(asked).toHaveLength(1);
    pending[0]?.reject(new Error('Something went wrong while starting the call.'));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ callStatus: 'idle', error: 'Something went wrong while starting the call.' });

    actor.send({ type: 'room.create', projectId: 'p1', folderId: null, questions: [] });
    expect(actor.getSnapshot().context).toMatchObject({ callStatus: 'initiating_room_creation', error: null, folderId: null });
    // Empty questions and no title or password are not sent at all.
    expect(asked[1]).toEqual({ projectId: 'p1', folderId: null });
    pending[1]?.resolve(room);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ callStatus: 'room_created', roomKey, roomUrl: room.roomUrl, isCreator: true });
  });

  it('goes from the link through the pre-join form (retrying a refused password) and device check into the room', async () => {
    const refused = Object.assign(new Error('The session password is not right'), { code: 'AUTH_FAILED' });
    const t = start([refused, joined], { name: 'Signed In', email: 'me@example.com' });
    t.actor.send({ type: 'room.open', roomKey });
    await flush();
    // got_user_data passes straight on to the form, within the same step.
    expect(t.statuses).toEqual(['idle', 'got_room_data', 'in_pre_join_modal']);
    expect(t.context()).toMatchObject({ name: 'Signed In', email: 'me@example.com' });
    t.actor.send({ type: 'room.preJoin.submit' });
    expect(t.context().callStatus).toBe('in_pre_join_modal');
    t.actor.send({ type: 'room.preJoin.change', name: ' Narrator ', termsAccepted: true, sessionPassword: 'coffee' });
    t.actor.send({ type: 'room.preJoin.submit' });
    await flush();
    expect(t.context()).toMatchObject({ callStatus: 'in_pre_join_modal', passwordError: 'failed' });
    t.actor.send({ type: 'room.preJoin.change', sessionPassword: 'tea' });
    t.actor.send({ type: 'room.preJoin.submit' });
    await flush();
    expect(t.requests.map((r) => [r.name, r.sessionPassword])).toEqual([
      ['Narrator', 'coffee'],
      ['Narrator', 'tea'],
    ]);
    expect(t.context()).toMatchObject({ callStatus: 'in_device_check_modal', token: 'guest-token', isRecording: true, isCreator: false });
    t.actor.send({ type: 'room.devices.confirm' });
    expect(t.context().callStatus).toBe('successfully_in_room');
    const { roomKey: _k, info: _i, join: _j, error: _e, passwordError: _p, ...state } = t.context();
    expect(RoomStateSchema.safeParse(state).success).toBe(true);
  });
});
