import type { SignalServerMessage } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { HttpError } from '../../http/errors.js';
import type { RoomBus } from './room-bus.js';
import { roomRuntime } from './room-runtime.js';
import type { VonageVideo } from './vonage-video.js';

/** The columns of a room the video service needs. */
export interface RoomRef {
  id: string;
  story_id: string;
  vonage_session_id: string | null;
  vonage_archive_id: string | null;
}

/** An upstream failure of Vonage Video: the call service is unreachable or refused, not the caller's input. */
function videoServiceError(action: string, error: unknown): HttpError {
  const reason = error instanceof Error ? error.message : String(error);
  return new HttpError(502, 'VIDEO_SERVICE', `Vonage Video could not ${action}: ${reason}`);
}

/** Runs one call to Vonage, turning its failure into a 502 that names what was tried. */
export async function withVonage<T>(action: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw videoServiceError(action, error);
  }
}

/**
 * Tells every participant of the room: over the signalling bus (built-in calls) and, once the room has a Vonage
 * session, as a signal of that session whose type is the message's type.
 */
export async function announce(context: AppContext, bus: RoomBus, room: RoomRef, message: SignalServerMessage): Promise<void> {
  await bus.publish({ roomId: room.id, message });
  const vonage = roomRuntime(context).vonage;
  const sessionId = room.vonage_session_id;
  if (!vonage || !sessionId) return;
  const { type, ...data } = message;
  await withVonage('send a signal', () => vonage.signal(sessionId, type, data));
}

/**
 * Starts or stops the Vonage archive with the host's recording (nothing when the room has no Vonage session). Done
 * before the recording is stored, so a refused archive leaves the recording as it was.
 */
export async function archiveWithRecording(context: AppContext, room: RoomRef, action: 'start' | 'stop'): Promise<void> {
  const vonage: VonageVideo | undefined = roomRuntime(context).vonage;
  const sessionId = room.vonage_session_id;
  if (!vonage || !sessionId) return;
  if (action === 'start' && !room.vonage_archive_id) {
    const archiveId = await withVonage('start the archive', () => vonage.startArchive(sessionId, `story ${room.story_id}`));
    await context.db.updateTable('rooms').set({ vonage_archive_id: archiveId }).where('id', '=', room.id).execute();
  }
  const archiveId = room.vonage_archive_id;
  if (action === 'stop' && archiveId) {
    await withVonage('stop the archive', () => vonage.stopArchive(archiveId));
    await context.db.updateTable('rooms').set({ vonage_archive_id: null }).where('id', '=', room.id).execute();
  }
}
