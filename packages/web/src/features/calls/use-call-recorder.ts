import type { LocalSyncStream, RoomJoinResponse, SavedCallDevices } from '@storykeep/core';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../shared/auth-context.js';
import { useGuestRecordingUploads, useLocalRecordingStreams } from '../../shared/local-recording-sync.js';
import { useLocalRecorder } from '../../shared/use-local-recorder.js';

interface CallRecorderOptions {
  /** The call records now (the host's start, from the archive event or a peer's signal). */
  recording: boolean;
  /** The participant is in the call, connected or not; nothing is recorded after leaving. */
  inCall: boolean;
  /** The participant publishes their camera; otherwise only their microphone is recorded. */
  video: boolean;
  roomKey: string;
  join: RoomJoinResponse;
  devices: SavedCallDevices;
}

/** What the call screen shows of this device's own recording. */
export interface CallRecorderState {
  /** This device records the participant now. */
  recording: boolean;
  /** The device could not record (no recorder, no storage, devices refused). */
  failed: boolean;
  storageWarning: boolean;
  /** This call's recordings from this device, newest last, as the background upload sees them. */
  uploads: LocalSyncStream[];
}

/**
 * Every participant's device records them while the call records: the local recorder starts when the call's
 * recording starts and stops when it stops, so each participant's own track reaches the story, named after them.
 * A guest's upload is admitted by their join token, so the background upload is turned on for them too.
 */
export function useCallRecorder({ recording, inCall, video, roomKey, join, devices }: CallRecorderOptions): CallRecorderState {
  const userId = useAuth((s) => (s.context.authenticated ? s.context.user_id : null));
  const enableGuestUploads = useGuestRecordingUploads();
  const guestToken = join.token ?? undefined;
  useEffect(() => {
    if (guestToken) enableGuestUploads();
  }, [guestToken, enableGuestUploads]);

  const { snapshot, start, stop } = useLocalRecorder();
  const streams = useLocalRecordingStreams();
  const [streamIds, setStreamIds] = useState<string[]>([]);
  const wanted = recording && inCall;
  const idle = Boolean(snapshot && (snapshot.matches('idle') || snapshot.matches('stopped') || snapshot.matches('failed')));
  const capturing = Boolean(snapshot?.matches('recording'));
  // Started for the call's current recording: a failed start is not retried until the call records again.
  const started = useRef(false);

  useEffect(() => {
    if (!wanted) {
      started.current = false;
      if (capturing) stop();
      return;
    }
    if (!idle || started.current) return;
    started.current = true;
    const streamId = globalThis.crypto.randomUUID();
    setStreamIds((ids) => [...ids, streamId]);
    start({
      streamId,
      storyId: join.storyId,
      sessionId: roomKey,
      userId,
      video,
      audioDeviceId: devices.audioinput ?? undefined,
      videoDeviceId: video ? (devices.videoinput ?? undefined) : undefined,
      participantName: join.name,
      localTimeOffset: join.localTimeOffset ?? 0,
      guestToken,
    });
  }, [wanted, idle, capturing, start, stop, join, roomKey, userId, video, devices, guestToken]);

  return {
    recording: capturing,
    failed: Boolean(snapshot?.matches('failed')),
    storageWarning: Boolean(snapshot?.context.storageWarning && capturing),
    uploads: streamIds.flatMap((id) => (streams[id] ? [streams[id]] : [])),
  };
}
