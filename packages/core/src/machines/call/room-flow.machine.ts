import { assign, fromPromise, setup } from 'xstate';
import type { Room, RoomInfo, RoomJoinRequest, RoomJoinResponse } from '../../model/api/room.api.schema.js';
import type { RoomState } from '../../model/room.schema.js';
import { messageOf } from './call-joining.js';

/** The room flow's context: the room state, plus the room's key, what its link shows and the last error. */
export interface RoomFlowContext extends RoomState {
  roomKey: string | null;
  info: RoomInfo | null;
  join: RoomJoinResponse | null;
  error: string | null;
  /** Set when the last join was refused for its session password. */
  passwordError: 'needed' | 'failed' | null;
}

/** The signed-in person, when there is one: their name fills the pre-join form. */
export interface RoomUser {
  name: string;
  email: string;
}

/** What a host asks for when creating a room: where its story goes, its title, questions and session password. */
export interface RoomCreation {
  projectId: string;
  folderId: string | null;
  title?: string;
  questions?: string[];
  sessionPassword?: string;
}

export type RoomFlowEvent =
  | ({ type: 'room.create' } & RoomCreation)
  | { type: 'room.open'; roomKey: string }
  | { type: 'room.preJoin.change'; name?: string; email?: string; termsAccepted?: boolean; sessionPassword?: string }
  | { type: 'room.preJoin.submit' }
  | { type: 'room.devices.confirm' };

/** A refused join's reason, as the join actor reports it: thrown errors carry `code` AUTH_NEEDED or AUTH_FAILED. */
function passwordErrorOf(error: unknown): 'needed' | 'failed' | null {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'AUTH_NEEDED' ? 'needed' : code === 'AUTH_FAILED' ? 'failed' : null;
}

const EMPTY: RoomFlowContext = {
  callStatus: 'idle',
  isCreator: false,
  token: null,
  roomUrl: null,
  projectId: null,
  folderId: null,
  storyId: null,
  questions: [],
  isRecording: false,
  numberOfRecordings: 0,
  sessionPassword: null,
  name: '',
  email: '',
  termsAccepted: false,
  roomKey: null,
  info: null,
  join: null,
  error: null,
  passwordError: null,
};

/**
 * The room-based call flow: a host creates a room (and gets its link); anyone with the link reads the room, then who
 * they are, fills the pre-join form (name, terms, session password), joins, checks their devices and is in the room.
 */
export const roomFlowMachine = setup({
  types: { context: {} as RoomFlowContext, events: {} as RoomFlowEvent },
  actors: {
    createRoom: fromPromise<Room, RoomCreation>(async () => {
      throw new Error('createRoom is provided at wiring');
    }),
    loadRoom: fromPromise<RoomInfo, { roomKey: string }>(async () => {
      throw new Error('loadRoom is provided at wiring');
    }),
    loadUser: fromPromise<RoomUser | null, void>(async () => null),
    joinRoom: fromPromise<RoomJoinResponse, { roomKey: string; request: RoomJoinRequest }>(async () => {
      throw new Error('joinRoom is provided at wiring');
    }),
  },
  guards: {
    canSubmit: ({ context }) => context.name.trim().length > 0 && context.termsAccepted,
  },
}).createMachine({
  id: 'roomFlow',
  context: EMPTY,
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ callStatus: 'idle' }),
      on: {
        'room.create': {
          target: 'initiating_room_creation',
          actions: assign({ projectId: ({ event }) => event.projectId, folderId: ({ event }) => event.folderId }),
        },
        'room.open': { target: 'loading_room', actions: assign({ roomKey: ({ event }) => event.roomKey }) },
      },
    },
    initiating_room_creation: {
      entry: assign({ callStatus: 'initiating_room_creation', error: null }),
      invoke: {
        src: 'createRoom',
        input: ({ context, event }) => ({
          projectId: context.projectId as string,
          folderId: context.folderId,
          ...(event.type === 'room.create' && event.title ? { title: event.title } : {}),
          ...(event.type === 'room.create' && event.questions?.length ? { questions: event.questions } : {}),
          ...(event.type === 'room.create' && event.sessionPassword ? { sessionPassword: event.sessionPassword } : {}),
        }),
        onDone: {
          target: 'room_created',
          actions: assign(({ event }) => ({
            roomKey: event.output.roomKey,
            roomUrl: event.output.roomUrl,
            storyId: event.output.storyId,
            questions: event.output.questions,
            isCreator: true,
          })),
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    room_created: {
      entry: assign({ callStatus: 'room_created' }),
      on: { 'room.open': { target: 'loading_room', actions: assign({ roomKey: ({ event }) => event.roomKey }) } },
    },
    loading_room: {
      invoke: {
        src: 'loadRoom',
        input: ({ context }) => ({ roomKey: context.roomKey as string }),
        onDone: { target: 'got_room_data', actions: assign({ info: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    got_room_data: {
      entry: assign({ callStatus: 'got_room_data' }),
      invoke: {
        src: 'loadUser',
        onDone: {
          target: 'got_user_data',
          actions: assign(({ context, event }) =>
            event.output ? { name: context.name || event.output.name, email: context.email || event.output.email } : {},
          ),
        },
        onError: 'got_user_data',
      },
    },
    got_user_data: { entry: assign({ callStatus: 'got_user_data' }), always: 'in_pre_join_modal' },
    in_pre_join_modal: {
      entry: assign({ callStatus: 'in_pre_join_modal' }),
      on: {
        'room.preJoin.change': {
          actions: assign(({ context, event }) => ({
            name: event.name ?? context.name,
            email: event.email ?? context.email,
            termsAccepted: event.termsAccepted ?? context.termsAccepted,
            sessionPassword: event.sessionPassword ?? context.sessionPassword,
          })),
        },
        'room.preJoin.submit': { guard: 'canSubmit', target: 'attempting_room_join' },
      },
    },
    attempting_room_join: {
      entry: assign({ callStatus: 'attempting_room_join', error: null, passwordError: null }),
      invoke: {
        src: 'joinRoom',
        input: ({ context }) => ({
          roomKey: context.roomKey as string,
          request: {
            name: context.name.trim(),
            email: context.email,
            termsAccepted: true as const,
            ...(context.sessionPassword ? { sessionPassword: context.sessionPassword } : {}),
          },
        }),
        onDone: {
          target: 'in_device_check_modal',
          actions: assign(({ event }) => ({
            join: event.output,
            token: event.output.token,
            storyId: event.output.storyId,
            questions: event.output.questions,
            isRecording: event.output.isRecording,
            numberOfRecordings: event.output.numberOfRecordings,
            isCreator: event.output.role === 'host',
          })),
        },
        onError: {
          target: 'in_pre_join_modal',
          actions: assign(({ event }) => ({ error: messageOf(event.error), passwordError: passwordErrorOf(event.error) })),
        },
      },
    },
    in_device_check_modal: {
      entry: assign({ callStatus: 'in_device_check_modal' }),
      on: { 'room.devices.confirm': 'successfully_in_room' },
    },
    successfully_in_room: { entry: assign({ callStatus: 'successfully_in_room' }) },
  },
});
