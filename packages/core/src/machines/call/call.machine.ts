import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { DialIn, RoomChatMessage, RoomRecording, SignalPeer } from '../../model/api/room.api.schema.js';
import type { CallMediaStream, PublisherSettings, VideoCallEvent, VideoCallSession } from '../../ports/video-call.port.js';
import { LAYOUT_SYNC_WAIT_MS } from '../../util/constants.js';
import type { CallContext, CallEvent, CallInput } from './call.types.js';
import { applyCallEvent } from './call-events.js';
import { failedStep, messageOf, retryDelay } from './call-joining.js';

const notWired = async (): Promise<never> => {
  throw new Error('provided at wiring');
};

/**
 * What a successful connect answers: who I am, who is there, the recording state, (optionally) the chat so far and the
 * telephone dial-in where the video service has one.
 */
export interface CallJoined {
  self: SignalPeer;
  peers: SignalPeer[];
  recording: RoomRecording;
  chat?: RoomChatMessage[];
  dialIn?: DialIn | null;
}

const retryOrGiveUp = [
  { guard: 'authNeeded', target: '#call.auth_needed' },
  { guard: 'authFailed', target: '#call.auth_failed' },
  { guard: 'retriesLeft', target: 'retryWait' },
  { guard: 'wasStarted', target: '#call.disconnected' },
  { target: '#call.failed' },
] as const;

/**
 * A live call: a session connects, the publisher initialises and publishes, and the call is joined. A dropped
 * connection or a lost publisher reconnects; connect, init and publish errors are retried after 0.5, 1, 2, then 4 s.
 * Recording, layout, screen share and chat run while joined. The video-call port's calls come as actors at wiring.
 */
export const callMachine = setup({
  types: { context: {} as CallContext, events: {} as CallEvent, input: {} as CallInput },
  actors: {
    connect: fromPromise<CallJoined, { session: VideoCallSession; sessionPassword: string | null }>(notWired),
    initPublisher: fromPromise<CallMediaStream, PublisherSettings>(notWired),
    publish: fromPromise<void, void>(notWired),
    disconnect: fromPromise<void, void>(notWired),
    setScreenShare: fromPromise<void, { on: boolean }>(notWired),
    setVideoEnabled: fromPromise<void, { enabled: boolean }>(notWired),
    setRecording: fromPromise<RoomRecording, { roomKey: string; action: 'start' | 'stop' }>(notWired),
    updateLayout: fromPromise<void, { roomKey: string; layout: string }>(notWired),
    /** Sends every event of the video-call port to the machine as `call.event`. */
    callEvents: fromCallback<CallEvent>(() => () => {}),
  },
  actions: {
    sendChat: (_, _params: { text: string }) => {},
    reportError: (_, _params: { kind: string; message: string }) => {},
  },
  guards: {
    authNeeded: ({ context }) => context.authProblem === 'needed',
    authFailed: ({ context }) => context.authProblem === 'failed',
    retriesLeft: ({ context }) => retryDelay(context.attempt) !== undefined,
    wasStarted: ({ context }) => context.status === 'reconnecting',
    retryConnect: ({ context }) => context.retryStep === 'connect',
    retryInit: ({ context }) => context.retryStep === 'initPublisher',
    connectionLost: ({ event }) =>
      event.type === 'call.event' && (event.event.type === 'disconnected' || event.event.type === 'publisherLost'),
    isHost: ({ context }) => context.self?.role === 'host',
  },
  delays: {
    backoff: ({ context }) => retryDelay(context.attempt) ?? 0,
    layoutWait: LAYOUT_SYNC_WAIT_MS,
  },
}).createMachine({
  id: 'call',
  context: ({ input }) => ({
    status: 'connecting',
    roomKey: input.roomKey,
    session: null,
    publisher: input.publisher,
    self: null,
    participants: {},
    streams: {},
    localStream: null,
    chatMessages: [],
    recording: input.recording ?? { isRecording: false, numberOfRecordings: 0, at: null },
    questions: input.questions ?? [],
    screenSharing: false,
    remoteScreens: {},
    streamStatus: input.publisher.video ? 'normal' : 'audio_only',
    layout: input.layout ?? 'grid',
    pendingLayout: null,
    dialIn: null,
    layoutError: false,
    attempt: 0,
    retryStep: 'connect',
    lastError: null,
    sessionPassword: null,
    authProblem: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'call.join': { target: 'inCall', actions: assign({ session: ({ event }) => event.session, status: 'connecting', attempt: 0 }) },
      },
    },
    auth_needed: {
      entry: assign({ status: 'auth_needed' }),
      on: {
        'call.sessionPassword.set': { actions: assign({ sessionPassword: ({ event }) => event.password }) },
        'call.retry': { target: 'inCall', actions: assign({ status: 'connecting', attempt: 0 }) },
        'call.leave': 'finished',
      },
    },
    auth_failed: {
      entry: assign({ status: 'auth_failed' }),
      on: {
        // A new password moves the call back to asking for it to be sent.
        'call.sessionPassword.set': { target: 'auth_needed', actions: assign({ sessionPassword: ({ event }) => event.password }) },
        'call.leave': 'finished',
      },
    },
    inCall: {
      invoke: { src: 'callEvents' },
      on: {
        'call.event': { actions: assign(({ context, event }) => applyCallEvent(context, event.event)) },
        'call.leave': 'leaving',
      },
      initial: 'joining',
      states: {
        joining: {
          initial: 'connect',
          states: {
            connect: {
              invoke: {
                src: 'connect',
                input: ({ context }) => ({ session: context.session as VideoCallSession, sessionPassword: context.sessionPassword }),
                onDone: {
                  target: 'initPublisher',
                  actions: assign(({ context, event }) => joinedContext(context, event.output)),
                },
                onError: { actions: assign(({ context, event }) => failedStep(context, 'connect', event.error)), target: 'failed' },
              },
            },
            initPublisher: {
              invoke: {
                src: 'initPublisher',
                input: ({ context }) => context.publisher,
                onDone: { target: 'publish', actions: assign({ localStream: ({ event }) => event.output, attempt: 0 }) },
                onError: { actions: assign(({ context, event }) => failedStep(context, 'initPublisher', event.error)), target: 'failed' },
              },
            },
            publish: {
              invoke: {
                src: 'publish',
                onDone: { target: '#call.inCall.started', actions: assign({ attempt: 0, lastError: null }) },
                onError: { actions: assign(({ context, event }) => failedStep(context, 'publish', event.error)), target: 'failed' },
              },
            },
            failed: {
              entry: { type: 'reportError', params: ({ context }) => context.lastError ?? { kind: 'general', message: '' } },
              always: retryOrGiveUp.map((branch) => ({ ...branch })),
            },
            retryWait: {
              after: {
                backoff: [
                  { guard: 'retryConnect', target: 'connect' },
                  { guard: 'retryInit', target: 'initPublisher' },
                  { target: 'publish' },
                ],
              },
            },
          },
        },
        started: {
          entry: assign({ status: 'started' }),
          on: {
            'call.event': [
              {
                guard: 'connectionLost',
                target: 'joining',
                actions: [
                  assign(({ context, event }) => ({
                    ...applyCallEvent(context, event.event),
                    status: 'reconnecting' as const,
                    attempt: 0,
                  })),
                ],
              },
              { actions: assign(({ context, event }) => applyCallEvent(context, event.event)) },
            ],
            'call.chat.send': { actions: { type: 'sendChat', params: ({ event }) => ({ text: event.text.trim() }) } },
          },
          type: 'parallel',
          states: {
            screen: {
              initial: 'off',
              states: {
                off: { on: { 'call.screenShare.toggle': 'turningOn' } },
                turningOn: {
                  invoke: {
                    src: 'setScreenShare',
                    input: { on: true },
                    onDone: { target: 'on', actions: assign({ screenSharing: true }) },
                    onError: {
                      target: 'off',
                      actions: assign({ lastError: ({ event }) => ({ kind: 'screen_share' as const, message: messageOf(event.error) }) }),
                    },
                  },
                },
                on: { on: { 'call.screenShare.toggle': 'turningOff' } },
                turningOff: {
                  invoke: {
                    src: 'setScreenShare',
                    input: { on: false },
                    onDone: { target: 'off', actions: assign({ screenSharing: false }) },
                    onError: {
                      target: 'on',
                      actions: assign({ lastError: ({ event }) => ({ kind: 'screen_share' as const, message: messageOf(event.error) }) }),
                    },
                  },
                },
              },
            },
            video: {
              initial: 'ready',
              states: {
                ready: { on: { 'call.video.toggle': 'switching' } },
                switching: {
                  invoke: {
                    src: 'setVideoEnabled',
                    input: ({ context }) => ({ enabled: context.streamStatus === 'audio_only' }),
                    onDone: {
                      target: 'ready',
                      actions: assign({ streamStatus: ({ context }) => (context.streamStatus === 'audio_only' ? 'normal' : 'audio_only') }),
                    },
                    onError: {
                      target: 'ready',
                      actions: assign({ lastError: ({ event }) => ({ kind: 'publish' as const, message: messageOf(event.error) }) }),
                    },
                  },
                },
              },
            },
            recording: {
              initial: 'ready',
              states: {
                ready: {
                  on: {
                    'call.recording.start': { guard: 'isHost', target: 'starting' },
                    'call.recording.stop': { guard: 'isHost', target: 'stopping' },
                  },
                },
                starting: {
                  invoke: {
                    src: 'setRecording',
                    input: ({ context }) => ({ roomKey: context.roomKey, action: 'start' as const }),
                    onDone: { target: 'ready', actions: assign({ recording: ({ event }) => event.output }) },
                    onError: {
                      target: 'ready',
                      actions: assign({ lastError: ({ event }) => ({ kind: 'general' as const, message: messageOf(event.error) }) }),
                    },
                  },
                },
                stopping: {
                  invoke: {
                    src: 'setRecording',
                    input: ({ context }) => ({ roomKey: context.roomKey, action: 'stop' as const }),
                    onDone: { target: 'ready', actions: assign({ recording: ({ event }) => event.output }) },
                    onError: {
                      target: 'ready',
                      actions: assign({ lastError: ({ event }) => ({ kind: 'general' as const, message: messageOf(event.error) }) }),
                    },
                  },
                },
              },
            },
            layout: {
              initial: 'synced',
              on: {
                // Only the host chooses the recording's layout; everyone else is shown it.
                'call.layout.set': {
                  guard: 'isHost',
                  target: '.waiting',
                  reenter: true,
                  actions: assign({ pendingLayout: ({ event }) => event.layout }),
                },
                'call.layoutError.dismiss': { actions: assign({ layoutError: false }) },
              },
              states: {
                synced: {},
                // Layout changes settle for 2.5 s, so a burst of clicks sends one update.
                waiting: { after: { layoutWait: 'saving' } },
                saving: {
                  invoke: {
                    src: 'updateLayout',
                    input: ({ context }) => ({ roomKey: context.roomKey, layout: context.pendingLayout ?? context.layout }),
                    onDone: {
                      target: 'synced',
                      actions: assign({ layout: ({ context }) => context.pendingLayout ?? context.layout, pendingLayout: null }),
                    },
                    onError: { target: 'synced', actions: assign({ layoutError: true, pendingLayout: null }) },
                  },
                },
              },
            },
          },
        },
      },
    },
    leaving: {
      invoke: { src: 'disconnect', onDone: 'finished', onError: 'finished' },
    },
    finished: { type: 'final', entry: assign({ status: 'finished' }) },
    disconnected: {
      entry: assign({ status: 'disconnected' }),
      on: { 'call.retry': { target: 'inCall', actions: assign({ status: 'reconnecting', attempt: 0 }) }, 'call.leave': 'finished' },
    },
    failed: {
      entry: assign({ status: 'failed' }),
      on: { 'call.retry': { target: 'inCall', actions: assign({ status: 'connecting', attempt: 0 }) }, 'call.leave': 'finished' },
    },
  },
});

function joinedContext(context: CallContext, joined: CallJoined): Partial<CallContext> {
  let next: CallContext = { ...context, self: joined.self, recording: joined.recording, dialIn: joined.dialIn ?? null, attempt: 0 };
  next = applyCallEvent(next, { type: 'peerJoined', peer: joined.self });
  for (const peer of joined.peers) next = applyCallEvent(next, { type: 'peerJoined', peer });
  // The chat said before this participant came; on a reconnect the chat already shown stays as it is.
  if (next.chatMessages.length === 0) for (const message of joined.chat ?? []) next = applyCallEvent(next, { type: 'chat', ...message });
  return next;
}

export type { CallContext, CallEvent, CallInput } from './call.types.js';
export type { VideoCallEvent };
