import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_FRAME_RATES, supportsDropFrame } from './frame-rate.js';
import {
  framesToSeconds,
  framesToTimecode,
  secondsToFrames,
  secondsToTimecode,
  timecodeToFrames,
  timecodeToSeconds,
} from './smpte-timecode.js';
import { TimecodeError } from './timecode-error.js';

/** The label after `tc`, found by counting like a clock and skipping dropped labels: slow and obviously right. */
function nextLabel(tc: string, fps: number, dropFrame: boolean): string {
  const base = Math.round(fps);
  let [hh, mm, ss, ff] = tc.split(/[:;]/).map(Number) as [number, number, number, number];
  ff += 1;
  if (ff === base) [ff, ss] = [0, ss + 1];
  if (ss === 60) [ss, mm] = [0, mm + 1];
  if (mm === 60) [mm, hh] = [0, hh + 1];
  if (dropFrame && ss === 0 && ff === 0 && mm % 10 !== 0) ff = fps === 29.97 ? 2 : 4;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hh)}:${two(mm)}:${two(ss)}${dropFrame ? ';' : ':'}${two(ff)}`;
}

const modes = SUPPORTED_FRAME_RATES.flatMap((fps) =>
  supportsDropFrame(fps) ? [[fps, true] as const, [fps, false] as const] : [[fps, false] as const],
);
const dayOf = (fps: number, dropFrame: boolean) =>
  dropFrame ? (Math.round(fps) * 600 - (fps === 29.97 ? 18 : 36)) * 144 : Math.round(fps) * 86400;

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof TimecodeError ? error.code : 'not a TimecodeError';
  }
  return undefined;
}

describe('SMPTE timecode', () => {
  it('matches the reference values at 29.97 drop frame', () => {
    expect(timecodeToFrames('00:10:00;00', 29.97)).toBe(17982);
    expect(timecodeToFrames('10:00:00;00', 29.97)).toBe(1078920);
    expect(timecodeToFrames('00:01:59;29', 29.97)).toBe(3597);
    expect(timecodeToFrames('01:00:00;00', 29.97)).toBe(107892);
    expect(framesToTimecode(1799, 29.97)).toBe('00:00:59;29');
    expect(framesToTimecode(1800, 29.97)).toBe('00:01:00;02');
    expect(framesToTimecode(17982, 29.97)).toBe('00:10:00;00');
  });

  it('matches the reference values at 59.94 and 25', () => {
    expect(timecodeToFrames('00:10:00;00', 59.94)).toBe(35964);
    expect(framesToTimecode(3600, 59.94)).toBe('00:01:00;04');
    expect(framesToTimecode(2999, 25)).toBe('00:01:59:24');
    expect(timecodeToFrames('00:01:59:24', 25)).toBe(2999);
  });

  it('writes non-drop timecode at 29.97 when asked', () => {
    expect(framesToTimecode(1800, 29.97, { dropFrame: false })).toBe('00:01:00:00');
    expect(timecodeToFrames('00:01:00:00', 29.97)).toBe(1800);
  });

  it('refuses dropped labels, bad fields, bad rates and drop frame at other rates with stable codes', () => {
    expect(codeOf(() => timecodeToFrames('00:02:00;00', 29.97))).toBe('INVALID_TIMECODE');
    expect(codeOf(() => timecodeToFrames('00:02:00;03', 59.94))).toBe('INVALID_TIMECODE');
    expect(codeOf(() => timecodeToFrames('00:10:00;00', 29.97))).toBeUndefined();
    expect(codeOf(() => timecodeToFrames('00:00:60:00', 25))).toBe('INVALID_TIMECODE');
    expect(codeOf(() => timecodeToFrames('00:00:00:25', 25))).toBe('INVALID_TIMECODE');
    expect(codeOf(() => timecodeToFrames('1:00:00:00', 25))).toBe('INVALID_TIMECODE');
    expect(codeOf(() => timecodeToFrames('00:00:00;00', 25))).toBe('DROP_FRAME_UNSUPPORTED');
    expect(codeOf(() => framesToTimecode(10, 30, { dropFrame: true }))).toBe('DROP_FRAME_UNSUPPORTED');
    expect(codeOf(() => framesToTimecode(10, 29.976))).toBe('UNSUPPORTED_FRAMERATE');
    expect(codeOf(() => timecodeToFrames('00:00:00:00', 48))).toBe('UNSUPPORTED_FRAMERATE');
    expect(codeOf(() => framesToTimecode(-1, 25))).toBe('INVALID_FRAME_COUNT');
    expect(codeOf(() => framesToTimecode(1.5, 25))).toBe('INVALID_FRAME_COUNT');
    expect(codeOf(() => framesToTimecode(25 * 86400, 25))).toBe('INVALID_FRAME_COUNT');
  });

  it('round-trips every valid frame at every rate', () => {
    const frameAt = fc
      .constantFrom(...modes)
      .chain(([fps, dropFrame]) =>
        fc.tuple(fc.constant(fps), fc.constant(dropFrame), fc.integer({ min: 0, max: dayOf(fps, dropFrame) - 1 })),
      );
    fc.assert(
      fc.property(frameAt, ([fps, dropFrame, frames]) => {
        expect(timecodeToFrames(framesToTimecode(frames, fps, { dropFrame }), fps)).toBe(frames);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts like a clock: the next frame has the next label, dropped labels skipped', () => {
    const frameAt = fc
      .constantFrom(...modes)
      .chain(([fps, dropFrame]) =>
        fc.tuple(fc.constant(fps), fc.constant(dropFrame), fc.integer({ min: 0, max: dayOf(fps, dropFrame) - 2 })),
      );
    fc.assert(
      fc.property(frameAt, ([fps, dropFrame, frames]) => {
        const here = framesToTimecode(frames, fps, { dropFrame });
        expect(framesToTimecode(frames + 1, fps, { dropFrame })).toBe(nextLabel(here, fps, dropFrame));
      }),
      { numRuns: 2000 },
    );
  });

  it('counts every label of the first twelve minutes at 29.97 drop frame in order', () => {
    let label = '00:00:00;00';
    for (let frames = 0; frames < 12 * 1800; frames += 1) {
      expect(framesToTimecode(frames, 29.97)).toBe(label);
      label = nextLabel(label, 29.97, true);
    }
  });

  it('converts seconds at the real speed of each rate and back to the same frame', () => {
    expect(framesToSeconds(30000, 29.97)).toBeCloseTo(1001, 9);
    expect(framesToSeconds(24000, 23.976)).toBeCloseTo(1001, 9);
    expect(timecodeToSeconds('00:00:01:00', 25)).toBe(1);
    expect(secondsToTimecode(60, 25)).toBe('00:01:00:00');
    expect(secondsToFrames(0.0399, 25)).toBe(0);
    expect(secondsToFrames(0.04, 25)).toBe(1);
    const frameAt = fc.tuple(fc.constantFrom(...SUPPORTED_FRAME_RATES), fc.integer({ min: 0, max: 5_000_000 }));
    fc.assert(
      fc.property(frameAt, ([fps, frames]) => {
        expect(secondsToFrames(framesToSeconds(frames, fps), fps)).toBe(frames);
      }),
    );
    expect(codeOf(() => secondsToFrames(-1, 25))).toBe('INVALID_FRAME_COUNT');
    expect(codeOf(() => secondsToFrames(Number.NaN, 25))).toBe('INVALID_FRAME_COUNT');
  });
});
