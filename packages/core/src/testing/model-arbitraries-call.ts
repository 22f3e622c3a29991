// fast-check generators of valid call, recording and flag entities (see model-arbitraries.ts).
import fc from 'fast-check';
import type {
  CallParticipant,
  CallState,
  ChatMessage,
  FeatureFlags,
  LocalRecording,
  LocalRecordingPartData,
  LocalRecordingPartMeta,
  LocalRecordingSlice,
  LocalRecordingStream,
  LocalRecordingStreamStatus,
  LocalRecordingUpdateTime,
  ParticipantLocalRecording,
  PublisherOptions,
  RoomState,
} from '../model/index.js';
import {
  CallStatusSchema,
  LocalRecordingPartStateSchema,
  LocalRecordingStreamStateSchema,
  LocalRecordingTypeSchema,
  LocalUploadFailureSchema,
  RoomCallStatusSchema,
} from '../model/index.js';
import { arbCount, arbEmail, arbId, arbIsoDate, arbSeconds, arbTitle, arbUrl, arbWord, entity, oneOf } from './model-arbitraries-base.js';

export const arbPublisherOptions: fc.Arbitrary<PublisherOptions> = entity<PublisherOptions>({
  autoGainControl: fc.boolean(),
  disableAudioProcessing: fc.boolean(),
  echoCancellation: fc.boolean(),
  enableStereo: fc.boolean(),
  noiseSuppression: fc.boolean(),
});

export const arbFeatureFlags: fc.Arbitrary<FeatureFlags> = entity<FeatureFlags>({
  enableOrgBranding: fc.boolean(),
  enableRemixer: fc.boolean(),
  automaticTranscode: fc.boolean(),
  localRecordingMimeType: fc.constantFrom('audio/webm;codecs=opus', 'video/webm;codecs=vp9,opus', 'audio/wav'),
  localRecordingVideoBitrate: fc.integer({ min: 100_000, max: 8_000_000 }),
  localRecordingMaxResolution: fc.constantFrom({ width: 1920, height: 1080 }, { width: 1280, height: 720 }, { width: 640, height: 480 }),
  localRecordingStreaming: fc.boolean(),
  localRecordingsPolyfill: fc.boolean(),
  callPublisher: arbPublisherOptions,
});

export const arbParticipantLocalRecording: fc.Arbitrary<ParticipantLocalRecording> = fc
  .tuple(arbCount, arbCount, arbCount)
  .chain(([a, b, parts]) =>
    entity<ParticipantLocalRecording>({
      localRecordingStarted: fc.boolean(),
      localRecordingStopped: fc.boolean(),
      localRecordingUploadSucceeded: fc.boolean(),
      localRecordingUploadFailed: fc.boolean(),
      sessionId: arbId,
      partsUploaded: fc.constant(parts),
      partBytes: fc.constant(Math.max(a, b)),
      uploadedBytes: fc.constant(Math.min(a, b)),
    }),
  );

export const arbCallParticipant: fc.Arbitrary<CallParticipant> = entity<CallParticipant>(
  {
    name: arbWord,
    role: fc.constantFrom('host', 'guest'),
    isPresent: fc.boolean(),
    isVideoRecorded: fc.boolean(),
    localRecordingCapable: fc.boolean(),
    localRecordings: fc.dictionary(arbId, arbParticipantLocalRecording, { maxKeys: 2, noNullPrototype: true }),
  },
  ['name'],
);

const arbChatMessageBody = entity<Omit<ChatMessage, 'id'>>({
  sender: arbWord,
  peer: arbId,
  time: arbIsoDate,
  text: arbWord,
  isMine: fc.boolean(),
});

/** Chat messages numbered 0, 1, 2… as a call numbers them. */
export const arbChatMessages: fc.Arbitrary<ChatMessage[]> = fc
  .array(arbChatMessageBody, { maxLength: 5 })
  .map((bodies) => bodies.map((body, id) => ({ id, ...body })));

export const arbCallState: fc.Arbitrary<CallState> = entity<CallState>({
  status: oneOf(CallStatusSchema),
  storyId: arbId,
  groupId: fc.option(arbId),
  creator: arbId,
  author: arbId,
  sessionId: fc.option(arbId),
  token: fc.option(arbId),
  questions: fc.array(arbTitle, { maxLength: 3 }),
  localRecording: fc.boolean(),
  localRecordingsAllowed: fc.boolean(),
  phone_number: fc.option(fc.stringMatching(/^\+[0-9]{8,12}$/)),
  dial_in_code: fc.option(fc.stringMatching(/^[0-9]{4,8}$/)),
  prepsession: fc.option(arbId),
  initialDuration: arbSeconds,
  featureFlags: arbFeatureFlags,
  peers: fc.array(arbId, { maxLength: 3 }),
  participants: fc.dictionary(arbId, arbCallParticipant, { maxKeys: 3, noNullPrototype: true }),
  chatMessages: arbChatMessages,
});

export const arbRoomState: fc.Arbitrary<RoomState> = entity<RoomState>({
  callStatus: oneOf(RoomCallStatusSchema),
  isCreator: fc.boolean(),
  token: fc.option(arbId),
  roomUrl: fc.option(arbUrl),
  projectId: fc.option(arbId),
  folderId: fc.option(arbId),
  storyId: fc.option(arbId),
  questions: fc.array(arbTitle, { maxLength: 3 }),
  isRecording: fc.boolean(),
  numberOfRecordings: arbCount,
  sessionPassword: fc.option(arbWord),
  name: arbTitle,
  email: fc.oneof(arbEmail, fc.constant('')),
  termsAccepted: fc.boolean(),
});

const arbBytes = fc.uint8Array({ maxLength: 64 }).map((bytes) => bytes.slice().buffer as ArrayBuffer);
const timingModel = {
  recordingStartTime: arbIsoDate,
  recordingStopTime: fc.option(arbIsoDate),
  localTimeOffset: fc.integer({ min: -60_000, max: 60_000 }),
};

export const arbLocalRecording: fc.Arbitrary<LocalRecording> = entity<LocalRecording>({
  id: arbId,
  streamId: arbId,
  slice: fc.nat({ max: 1000 }),
  data: entity<LocalRecording['data']>({
    storyId: arbId,
    streamId: arbId,
    sessionId: arbId,
    ...timingModel,
    recordedArrayBuffer: arbBytes,
    userId: fc.option(arbId),
    type: oneOf(LocalRecordingTypeSchema),
  }),
});

export const arbLocalRecordingStream: fc.Arbitrary<LocalRecordingStream> = entity<LocalRecordingStream>(
  {
    id: arbId,
    streamId: arbId,
    storyId: arbId,
    sessionId: arbId,
    uploadId: fc.option(arbId),
    uploadKey: fc.option(arbId),
    uploadToken: fc.option(arbId),
    ...timingModel,
    userId: fc.option(arbId),
    type: oneOf(LocalRecordingTypeSchema),
    mimeType: fc.constantFrom('audio/webm;codecs=opus', 'video/webm'),
    partIds: fc.array(arbId, { maxLength: 5 }),
    participantName: fc.constantFrom('Nora Narrator', 'Manny Manager'),
    guestToken: arbId,
    singleFile: fc.boolean(),
    savedToDiskAt: arbIsoDate,
    attention: fc.record({ failure: oneOf(LocalUploadFailureSchema), at: arbIsoDate }),
  },
  ['mimeType', 'participantName', 'guestToken', 'singleFile', 'savedToDiskAt', 'attention'],
);

export const arbLocalRecordingPartMeta: fc.Arbitrary<LocalRecordingPartMeta> = entity<LocalRecordingPartMeta>(
  {
    partId: arbId,
    streamId: arbId,
    byteLength: arbCount,
    uploaded: fc.boolean(),
    sha256: fc.stringMatching(/^[0-9a-f]{64}$/),
  },
  ['sha256'],
);

export const arbLocalRecordingPartData: fc.Arbitrary<LocalRecordingPartData> = entity<LocalRecordingPartData>({
  partId: arbId,
  arrayBuffer: arbBytes,
});

export const arbLocalRecordingSlice: fc.Arbitrary<LocalRecordingSlice> = entity<LocalRecordingSlice>({
  partId: arbId,
  index: fc.nat({ max: 10_000 }),
  arrayBuffer: arbBytes,
});

export const arbLocalRecordingUpdateTime: fc.Arbitrary<LocalRecordingUpdateTime> = entity<LocalRecordingUpdateTime>({
  streamId: arbId,
  updateTime: arbIsoDate,
});

/** A status view whose counters agree with its parts: uploaded parts and bytes are those of the parts in state uploaded. */
export const arbLocalRecordingStreamStatus: fc.Arbitrary<LocalRecordingStreamStatus> = fc
  .array(entity({ partId: arbId, byteLength: arbCount, state: oneOf(LocalRecordingPartStateSchema) }), { maxLength: 6 })
  .chain((parts) => {
    const uploaded = parts.filter((part) => part.state === 'uploaded');
    return entity<LocalRecordingStreamStatus>({
      storyId: arbId,
      userId: fc.option(arbId),
      recordingStartTime: arbIsoDate,
      recordingStopTime: fc.option(arbIsoDate),
      type: oneOf(LocalRecordingTypeSchema),
      streamId: arbId,
      partsUploaded: fc.constant(uploaded.length),
      uploadedBytes: fc.constant(uploaded.reduce((sum, part) => sum + part.byteLength, 0)),
      partBytes: fc.constant(parts.reduce((sum, part) => sum + part.byteLength, 0)),
      parts: fc.constant(parts),
      state: oneOf(LocalRecordingStreamStateSchema),
    });
  });
