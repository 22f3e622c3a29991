import { TimecodeError } from './timecode-error.js';

/** The frame rates the timecode helper supports (spec). */
export const SUPPORTED_FRAME_RATES = [23.976, 24, 25, 29.97, 30, 50, 59.94, 60] as const;

/** One of {@link SUPPORTED_FRAME_RATES}. */
export type FrameRate = (typeof SUPPORTED_FRAME_RATES)[number];

/** How a supported rate counts frames: labels per second, frames really shown per second, labels dropped per minute. */
export interface FrameRateInfo {
  fps: FrameRate;
  /** Frame labels per timecode second (23.976 counts like 24, 29.97 like 30, 59.94 like 60). */
  base: number;
  /** Frames shown per real second: the NTSC rates run 1000/1001 slower than their base. */
  realRate: number;
  /** Labels skipped at the start of each minute not divisible by ten in drop-frame mode; 0 where drop frame is not allowed. */
  dropPerMinute: number;
}

const INFO: ReadonlyMap<number, FrameRateInfo> = new Map(
  SUPPORTED_FRAME_RATES.map((fps) => {
    const base = Math.round(fps);
    const ntsc = fps !== base;
    const info: FrameRateInfo = {
      fps,
      base,
      realRate: ntsc ? (base * 1000) / 1001 : base,
      dropPerMinute: fps === 29.97 ? 2 : fps === 59.94 ? 4 : 0,
    };
    return [fps, info] as const;
  }),
);

/** The counting rules of a supported frame rate; any other rate throws `UNSUPPORTED_FRAMERATE`. */
export function frameRateInfo(fps: number): FrameRateInfo {
  const info = INFO.get(fps);
  if (!info) {
    throw new TimecodeError('UNSUPPORTED_FRAMERATE', `Unsupported frame rate ${fps}; use one of ${SUPPORTED_FRAME_RATES.join(', ')}.`);
  }
  return info;
}

/** Whether drop-frame counting exists at this rate (only 29.97 and 59.94). */
export function supportsDropFrame(fps: number): boolean {
  return frameRateInfo(fps).dropPerMinute > 0;
}
