import { describe, expect, it } from 'vitest';
import { detectSpeaking, SILENT, type SpeakingState } from './speaking-detector.js';

function run(samples: Array<[number, number]>): boolean[] {
  let state: SpeakingState = SILENT;
  return samples.map(([at, level]) => {
    state = detectSpeaking(state, level, at);
    return state.speaking;
  });
}

describe('detectSpeaking', () => {
  it('starts after more than 500 ms above 0.2 and stops after 1 s of silence', () => {
    expect(
      run([
        [0, 0.3],
        [250, 0.3],
        [500, 0.3],
        [501, 0.3],
        [1000, 0.1],
        [1999, 0.1],
        [2000, 0.1],
      ]),
    ).toEqual([false, false, false, true, true, true, false]);
  });

  it('does not count a level of exactly 0.2, and a dip restarts the count', () => {
    expect(
      run([
        [0, 0.2],
        [600, 0.2],
      ]),
    ).toEqual([false, false]);
    expect(
      run([
        [0, 0.5],
        [400, 0.1],
        [450, 0.5],
        [900, 0.5],
        [951, 0.5],
      ]),
    ).toEqual([false, false, false, false, true]);
  });
});
