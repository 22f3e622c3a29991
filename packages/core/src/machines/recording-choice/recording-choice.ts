import type { RecordedParticipant, RecordingLayout, VideoParticipant } from '../../model/api/recording.api.schema.js';

/** Someone who may be in the recording: from the call (a name) or from the server's tracks (a name and an account). */
export interface RecordingPerson {
  name: string;
  userId?: string | null;
}

/** One line of the choice of whose video enters the mix. */
export interface RecordingChoiceRow {
  /** What `videoParticipants` names them by: their account, or their name for guests. */
  id: string;
  name: string;
  /** Their video enters the mix. */
  video: boolean;
  /** What their own device recorded of them, as the server has it; undefined while nothing arrived. */
  local: RecordedParticipant | undefined;
}

const sameName = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Whose video enters the mix: everyone's until the choice is `made`, then those `videoParticipants` names. */
export interface VideoChoice {
  videoParticipants: VideoParticipant[];
  made: boolean;
}

/** The choice a stored layout holds: made once it was first set (`updatedAt`). */
export const videoChoiceOf = (layout: Pick<RecordingLayout, 'videoParticipants' | 'updatedAt'>): VideoChoice => ({
  videoParticipants: layout.videoParticipants,
  made: layout.updatedAt !== null,
});

/** Whether a participant's video enters the mix: everyone's until the choice is made, then those it names, by account or name. */
export function isVideoChosen(choice: VideoChoice, who: RecordingPerson): boolean {
  if (!choice.made) return true;
  return choice.videoParticipants.some((v) => (who.userId && v.id === who.userId) || sameName(v.name, who.name));
}

const keyOf = (who: RecordingPerson) => (who.userId ? `user:${who.userId}` : `name:${who.name.trim().toLocaleLowerCase()}`);

/**
 * The lines of the choice: everyone in the call and everyone whose device sent a recording, once each (a recording's
 * account or name finds the call's participant of the same name), in the order first met.
 */
export function recordingChoiceRows(people: RecordingPerson[], recorded: RecordedParticipant[], choice: VideoChoice): RecordingChoiceRow[] {
  const rows = new Map<string, RecordingChoiceRow>();
  const byName = new Map<string, string>();
  const add = (who: RecordingPerson, local?: RecordedParticipant) => {
    const nameKey = `name:${who.name.trim().toLocaleLowerCase()}`;
    const key = rows.has(keyOf(who)) ? keyOf(who) : (byName.get(nameKey) ?? keyOf(who));
    const known = rows.get(key);
    if (known) {
      if (local && !known.local) known.local = local;
      if (who.userId && known.id !== who.userId) known.id = who.userId;
      return;
    }
    rows.set(key, { id: who.userId || who.name, name: who.name, video: isVideoChosen(choice, who), local });
    byName.set(nameKey, key);
  };
  for (const who of people) if (who.name.trim()) add(who);
  for (const p of recorded) add({ name: p.name, userId: p.userId }, p);
  return [...rows.values()];
}

/** `videoParticipants` with one participant's video turned on or off, the others as they are, in the rows' order. */
export function withVideo(rows: RecordingChoiceRow[], id: string, on: boolean): VideoParticipant[] {
  return rows.filter((r) => (r.id === id ? on : r.video)).map((r) => ({ id: r.id, name: r.name }));
}
