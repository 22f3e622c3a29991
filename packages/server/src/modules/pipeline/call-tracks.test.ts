import { describe, expect, it } from 'vitest';
import { type TrackSource, tracksToUse } from './call-tracks.js';

const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 12, minute));
const track = (id: string, source: TrackSource['source'], name: string | null, from: number | null, to: number | null) => ({
  id,
  source,
  participant_name: name,
  recording_start: from === null ? null : at(from),
  recording_stop: to === null ? null : at(to),
});

describe('tracksToUse', () => {
  it("takes every device track, and the archive's track only for a participant whose device brought nothing then", () => {
    const tracks = [
      track('rose-device', 'device', 'Rose Miller', 0, 30),
      track('rose-archive', 'vonage_archive', 'rose miller ', 0, 30),
      track('ann-archive', 'vonage_archive', 'Ann', 0, 30),
      // Rose's second recording of the call reached the server only through the archive.
      track('rose-later-archive', 'vonage_archive', 'Rose Miller', 40, 50),
    ];
    expect(tracksToUse(tracks).map((t) => t.id)).toEqual(['rose-device', 'ann-archive', 'rose-later-archive']);
  });

  it('keeps the archive when no name ties it to a device track, and lets a device track without times cover all', () => {
    const tracks = [
      track('unnamed-device', 'device', null, 0, 30),
      track('unnamed-archive', 'vonage_archive', null, 0, 30),
      track('cut-off-device', 'device', 'Ann', 5, null),
      track('ann-archive', 'vonage_archive', 'Ann', 0, 30),
    ];
    expect(tracksToUse(tracks).map((t) => t.id)).toEqual(['unnamed-device', 'unnamed-archive', 'cut-off-device']);
    expect(tracksToUse([])).toEqual([]);
  });
});
