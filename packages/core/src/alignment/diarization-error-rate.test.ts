import { describe, expect, it } from 'vitest';
import { diarizationErrorRate, speakerAttributedWer } from './diarization-error-rate.js';

const truth = [
  { start: 0, end: 10, speaker: 'Ann' },
  { start: 11, end: 20, speaker: 'Bob' },
];

describe('diarization error rate', () => {
  it('is zero for the truth under any names, and maps hypothesis speakers onto reference ones', () => {
    const renamed = truth.map((s) => ({ ...s, speaker: s.speaker === 'Ann' ? 'Speaker 2' : 'Speaker 1' }));
    const score = diarizationErrorRate(truth, renamed);
    expect(score.der).toBe(0);
    expect(score.mapping).toEqual({ 'Speaker 2': 'Ann', 'Speaker 1': 'Bob' });
    // Scored speech (19 s) leaves out the 0.25 s of speech inside the collar at each of the four boundaries.
    expect(score.scored).toBeCloseTo(19 - 4 * 0.25, 1);
  });

  it('forgives boundaries within the collar and counts what lies beyond it', () => {
    const late = [
      { start: 0.2, end: 10.2, speaker: 'A' },
      { start: 11.2, end: 20.2, speaker: 'B' },
    ];
    expect(diarizationErrorRate(truth, late).der).toBe(0);
    const later = truth.map((s) => ({ ...s, start: s.start + 1, end: s.end + 1 }));
    const score = diarizationErrorRate(truth, later);
    // 0.75 s missed after each start beyond the collar; false alarms in the pause (10.25–10.75) and after the end (20.25–21).
    expect(score.missed).toBeCloseTo(1.5, 1);
    expect(score.falseAlarm).toBeCloseTo(1.25, 1);
    expect(score.confusion).toBeCloseTo(0, 1);
    expect(score.der).toBeCloseTo(2.75 / score.scored, 2);
    expect(diarizationErrorRate(truth, later, { collar: 0 }).der).toBeGreaterThan(score.der);
  });

  it('counts one speaker for everyone as confusion of the shorter speaker, and silence as missed speech', () => {
    const one = diarizationErrorRate(truth, [{ start: 0, end: 20, speaker: 'X' }]);
    expect(one.mapping).toEqual({ X: 'Ann' });
    expect(one.confusion).toBeCloseTo(9 - 0.5, 1);
    expect(one.falseAlarm).toBeCloseTo(0.5, 1);
    expect(diarizationErrorRate(truth, []).der).toBe(1);
  });

  it('leaves out time where two reference speakers talk at once', () => {
    const overlapping = [...truth, { start: 5, end: 7, speaker: 'Bob' }];
    const hypothesis = [
      { start: 0, end: 10, speaker: 'A' },
      { start: 11, end: 20, speaker: 'B' },
    ];
    expect(diarizationErrorRate(overlapping, hypothesis).der).toBe(0);
    // Scored, the overlap is Bob's two seconds missed.
    expect(diarizationErrorRate(overlapping, hypothesis, { skipOverlap: false }).missed).toBeCloseTo(2 - 0.5, 1);
  });
});

describe('speaker-attributed word error rate', () => {
  const reference = new Map([
    ['Ann', 'where did you grow up'],
    ['Bob', 'on a farm near the river'],
  ]);

  it('pairs speakers to leave the fewest errors, whatever their names', () => {
    const hypothesis = new Map([
      ['Speaker 1', 'on a farm near a river'],
      ['Speaker 2', 'where did you grow up'],
    ]);
    expect(speakerAttributedWer(reference, hypothesis)).toEqual({ errors: 1, referenceWords: 11, wer: 1 / 11 });
  });

  it('counts words given to the wrong speaker, and speakers left unpaired', () => {
    const oneSpeaker = new Map([['Speaker 1', 'where did you grow up on a farm near the river']]);
    // Paired with Bob, the five words of Ann are insertions, and Ann, unpaired, loses her five.
    expect(speakerAttributedWer(reference, oneSpeaker).errors).toBe(10);
    const moved = new Map([
      ['Speaker 1', 'where did you grow up on'],
      ['Speaker 2', 'a farm near the river'],
    ]);
    expect(speakerAttributedWer(reference, moved).errors).toBe(2);
  });
});
