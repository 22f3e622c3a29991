import { assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { LocalRecordingCapability, LocalRecordingType } from '../../model/local-recording.schema.js';
import type { StorageEstimate } from '../../ports/storage-quota.port.js';
import { STORAGE_QUOTA_CHECK_MS } from '../../util/constants.js';
import type { RecordingSettings } from './recording-settings.js';
import { isStorageNearlyFull } from './storage-rules.js';

/** What a recording is of and where it goes. */
export interface RecordingRequest {
  streamId: string;
  storyId: string;
  sessionId: string;
  userId: string | null;
  video: boolean;
  mimeType?: string | undefined;
  localTimeOffset?: number | undefined;
  audioDeviceId?: string | undefined;
  videoDeviceId?: string | undefined;
  /** In a call: the name this participant joined with, so their words carry it. */
  participantName?: string | undefined;
  /** In a call, for a guest without an account: the join token their upload is admitted with. */
  guestToken?: string | undefined;
  /** How to record, from the organization's flags (`recordingSettings`); absent: the product's defaults. */
  settings?: RecordingSettings | undefined;
}

/** What the recorder actor tells the machine. */
export type RecorderReport =
  | { type: 'recorder.started'; mimeType: string; startedAt: string }
  | { type: 'recorder.stopped' }
  | { type: 'recorder.failed'; error: unknown }
  /** A part reached its size limit and is complete on the device. */
  | { type: 'recorder.partClosed'; streamId: string; partId: string };

/** Told to the page: a part closed and can be uploaded while the recording goes on. */
export type LocalRecorderEmitted = { type: 'recording.partClosed'; streamId: string; partId: string };

/** What the machine tells the recorder actor. */
export type RecorderCommand = { type: 'pause' } | { type: 'resume' } | { type: 'stop' };

export type LocalRecorderEvent =
  | ({ type: 'recording.start' } & RecordingRequest)
  | { type: 'recording.pause' }
  | { type: 'recording.resume' }
  | { type: 'recording.stop' }
  | RecorderReport;

export interface LocalRecorderContext {
  capability: LocalRecordingCapability;
  request: RecordingRequest | null;
  type: LocalRecordingType | null;
  mimeType: string | null;
  startedAt: string | null;
  storage: StorageEstimate | null;
  /** The device's storage is nearly full: the person is told before a write fails and the recording stops. */
  storageWarning: boolean;
  error: unknown;
}

const setupRecorder = setup({
  types: { context: {} as LocalRecorderContext, events: {} as LocalRecorderEvent, emitted: {} as LocalRecorderEmitted },
  actors: {
    checkCapability: fromPromise<LocalRecordingCapability>(async () => 'UNKNOWN'),
    /** Records and stores slices; takes pause, resume and stop; reports started, stopped or failed. */
    record: fromCallback<RecorderCommand, RecordingRequest>(({ sendBack }) => {
      sendBack({ type: 'recorder.failed', error: new Error('record is provided at wiring') } satisfies RecorderReport);
    }),
    estimateStorage: fromPromise<StorageEstimate | undefined>(async () => undefined),
  },
  actions: {
    begin: assign(({ event }) => {
      const { type: _, ...request } = event as Extract<LocalRecorderEvent, { type: 'recording.start' }>;
      return { request, type: request.video ? ('video' as const) : ('audio' as const), error: null, startedAt: null, mimeType: null };
    }),
  },
  guards: {
    capable: (_, params: { capability: LocalRecordingCapability }) => params.capability === 'CAPABLE',
  },
  delays: { quotaInterval: STORAGE_QUOTA_CHECK_MS },
});

const startRecording = { target: '#localRecorder.recording', actions: 'begin' } as const;

/**
 * This device's recorder: the capability is checked first (UNKNOWN until then); when CAPABLE, a recording starts,
 * pauses, resumes and stops. The recorder actor stores each slice as it comes; the storage estimate is checked every
 * 10 s while recording. After a stop (or a failure) the stream is in the store for the sync machine to upload.
 */
export const localRecorderMachine = setupRecorder.createMachine({
  id: 'localRecorder',
  context: {
    capability: 'UNKNOWN',
    request: null,
    type: null,
    mimeType: null,
    startedAt: null,
    storage: null,
    storageWarning: false,
    error: null,
  },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'checkCapability',
        onDone: [
          {
            guard: { type: 'capable', params: ({ event }) => ({ capability: event.output }) },
            target: 'idle',
            actions: assign({ capability: 'CAPABLE' }),
          },
          { target: 'unavailable', actions: assign({ capability: ({ event }) => event.output }) },
        ],
        onError: { target: 'unavailable', actions: assign({ capability: 'MEDIA_RECORDER_UNAVAILABLE' }) },
      },
    },
    unavailable: { type: 'final' },
    idle: {
      on: {
        'recording.start': startRecording,
      },
    },
    recording: {
      type: 'parallel',
      invoke: { id: 'recorder', src: 'record', input: ({ context }) => context.request as RecordingRequest },
      on: {
        'recorder.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        'recorder.stopped': { target: 'stopped' },
        'recorder.partClosed': {
          actions: emit(({ event }) => ({ type: 'recording.partClosed' as const, streamId: event.streamId, partId: event.partId })),
        },
      },
      states: {
        capture: {
          initial: 'starting',
          states: {
            starting: {
              on: {
                'recorder.started': {
                  target: 'active',
                  actions: assign({ mimeType: ({ event }) => event.mimeType, startedAt: ({ event }) => event.startedAt }),
                },
                'recording.stop': { target: 'stopping' },
              },
            },
            active: {
              on: {
                'recording.pause': { target: 'paused', actions: sendTo('recorder', { type: 'pause' }) },
                'recording.stop': { target: 'stopping' },
              },
            },
            paused: {
              on: {
                'recording.resume': { target: 'active', actions: sendTo('recorder', { type: 'resume' }) },
                'recording.stop': { target: 'stopping' },
              },
            },
            stopping: { entry: sendTo('recorder', { type: 'stop' }) },
          },
        },
        storage: {
          initial: 'estimating',
          states: {
            estimating: {
              invoke: {
                src: 'estimateStorage',
                onDone: {
                  target: 'waiting',
                  actions: assign(({ event }) => ({ storage: event.output ?? null, storageWarning: isStorageNearlyFull(event.output) })),
                },
                onError: { target: 'waiting' },
              },
            },
            waiting: { after: { quotaInterval: 'estimating' } },
          },
        },
      },
    },
    stopped: { on: { 'recording.start': startRecording } },
    failed: { on: { 'recording.start': startRecording } },
  },
});
