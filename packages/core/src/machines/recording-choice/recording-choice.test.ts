import { describe, expect, it } from 'vitest';
import type { RecordedParticipant } from '../../model/api/recording.api.schema.js';
import { isVideoChosen, recordingChoiceRows, withVideo } from './recording-choice.js';

const recorded = (name: string, userId: string | null): RecordedParticipant => ({
  name,
  userId,
  streams: 1,
  state: 'uploading',
  partsUploaded: 2,
  uploadedBytes: 2048,
  isVideoRecorded: true,
});

describe('the choice of whose video enters the mix', () => {
  it('takes everyone until the choice is made, then those it names by account or by name', () => {
    const never = { videoParticipants: [], made: false };
    expect(isVideoChosen(never, { name: 'Nora' })).toBe(true);
    const made = { videoParticipants: [{ id: 'u-1', name: 'Manny' }, { id: 'Nora Narrator' }], made: true };
    expect(isVideoChosen(made, { name: 'Someone else', userId: 'u-1' })).toBe(true);
    expect(isVideoChosen(made, { name: ' manny ' })).toBe(true);
    expect(isVideoChosen(made, { name: 'Nora Narrator' })).toBe(false);
    expect(isVideoChosen({ videoParticipants: [], made: true }, { name: 'Manny', userId: 'u-1' })).toBe(false);
  });

  it("lists the call's people and the recorded ones once each, a recording's account taking the place of the name", () => {
    const rows = recordingChoiceRows(
      [{ name: 'Manny Manager' }, { name: 'Nora Narrator' }, { name: '  ' }],
      [recorded('Manny Manager', 'u-1'), recorded('Pat Phone', null)],
      { videoParticipants: [], made: false },
    );
    expect(rows.map((r) => [r.id, r.name, r.video, r.local?.partsUploaded ?? null])).toEqual([
      ['u-1', 'Manny Manager', true, 2],
      ['Nora Narrator', 'Nora Narrator', true, null],
      ['Pat Phone', 'Pat Phone', true, 2],
    ]);
  });

  it('turns one participant off and keeps the others as they were, in order', () => {
    const rows = recordingChoiceRows([{ name: 'Manny Manager', userId: 'u-1' }, { name: 'Nora Narrator' }, { name: 'Ola' }], [], {
      videoParticipants: [
        { id: 'u-1', name: 'Manny Manager' },
        { id: 'Nora Narrator', name: 'Nora Narrator' },
      ],
      made: true,
    });
    expect(rows.map((r) => r.video)).toEqual([true, true, false]);
    expect(withVideo(rows, 'Nora Narrator', false)).toEqual([{ id: 'u-1', name: 'Manny Manager' }]);
    expect(withVideo(rows, 'Ola', true).map((v) => v.id)).toEqual(['u-1', 'Nora Narrator', 'Ola']);
  });
});
