/** What deciding between a participant's device track and Vonage's archive of them needs to know of a track. */
export interface TrackSource {
  source: 'device' | 'vonage_archive';
  participant_name: string | null;
  recording_start: Date | null;
  recording_stop: Date | null;
}

const nameOf = (track: TrackSource) => track.participant_name?.trim().toLocaleLowerCase() ?? '';

// A track without times (an upload cut off before it said) is taken to cover the whole call.
const overlaps = (a: TrackSource, b: TrackSource) =>
  (a.recording_start?.getTime() ?? Number.NEGATIVE_INFINITY) < (b.recording_stop?.getTime() ?? Number.POSITIVE_INFINITY) &&
  (b.recording_start?.getTime() ?? Number.NEGATIVE_INFINITY) < (a.recording_stop?.getTime() ?? Number.POSITIVE_INFINITY);

/**
 * The tracks a call's recording is built from, in the order given: every track a participant's own device recorded,
 * and a track of Vonage's archive only for a participant none of whose device tracks covers the same time (their
 * device could not record, or its upload has not come). The device's track is recorded at the source, before the
 * call's compression, so it wins; a device track that arrives later replaces the archive's at the next mix.
 */
export function tracksToUse<T extends TrackSource>(tracks: readonly T[]): T[] {
  const device = tracks.filter((t) => t.source !== 'vonage_archive');
  return tracks.filter(
    (t) => t.source !== 'vonage_archive' || !device.some((d) => nameOf(d) !== '' && nameOf(d) === nameOf(t) && overlaps(d, t)),
  );
}
