import { describe, expect, it } from 'vitest';
import { speakerNames } from './speaker-names.js';

describe('speaker names of local tracks', () => {
  it('prefers the name given in the call, then the account’s full name, then numbers the unnamed once per person', () => {
    expect(
      speakerNames([
        { participant_name: 'Grandma June', full_name: 'Sam Ortiz', user_id: 'u1' },
        { participant_name: null, full_name: 'Rose Miller', user_id: 'u2' },
        { participant_name: ' ', full_name: '', user_id: 'u3' },
        { participant_name: null, full_name: null, user_id: null },
        { participant_name: null, full_name: null, user_id: 'u3' },
      ]),
    ).toEqual(['Grandma June', 'Rose Miller', 'Participant 1', 'Participant 2', 'Participant 1']);
  });
});
