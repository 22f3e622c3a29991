import { type FrameRateInfo, frameRateInfo } from './frame-rate.js';
import { TimecodeError } from './timecode-error.js';

/** How to write a frame count; drop frame defaults to on at 29.97 and 59.94 and is refused elsewhere. */
export interface TimecodeOptions {
  dropFrame?: boolean;
}

const TIMECODE = /^(\d{2}):(\d{2}):(\d{2})([:;])(\d{2})$/;

function useDropFrame(info: FrameRateInfo, options: TimecodeOptions | undefined): boolean {
  const dropFrame = options?.dropFrame ?? info.dropPerMinute > 0;
  if (dropFrame && info.dropPerMinute === 0) {
    throw new TimecodeError('DROP_FRAME_UNSUPPORTED', `Drop frame exists only at 29.97 and 59.94 fps, not at ${info.fps}.`);
  }
  return dropFrame;
}

/** Frames in 24 hours of timecode labels, the point where timecode wraps. */
function framesPerDay(info: FrameRateInfo, dropFrame: boolean): number {
  const perTenMinutes = info.base * 600 - (dropFrame ? info.dropPerMinute * 9 : 0);
  return perTenMinutes * 6 * 24;
}

function checkFrames(frames: number, info: FrameRateInfo, dropFrame: boolean): void {
  const limit = framesPerDay(info, dropFrame);
  if (!Number.isSafeInteger(frames) || frames < 0 || frames >= limit) {
    throw new TimecodeError('INVALID_FRAME_COUNT', `A frame count must be a whole number from 0 to ${limit - 1}; got ${frames}.`);
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/** SMPTE timecode `hh:mm:ss:ff` (drop frame `hh:mm:ss;ff`) of a zero-based frame count. */
export function framesToTimecode(frames: number, fps: number, options?: TimecodeOptions): string {
  const info = frameRateInfo(fps);
  const dropFrame = useDropFrame(info, options);
  checkFrames(frames, info, dropFrame);
  let label = frames;
  if (dropFrame) {
    // Put back the labels skipped so far: D per minute, except in every tenth minute.
    const drop = info.dropPerMinute;
    const perTenMinutes = info.base * 600 - drop * 9;
    const perMinute = info.base * 60 - drop;
    const tens = Math.floor(frames / perTenMinutes);
    const rest = frames % perTenMinutes;
    label += drop * 9 * tens + (rest >= drop ? drop * Math.floor((rest - drop) / perMinute) : 0);
  }
  const ff = label % info.base;
  const totalSeconds = Math.floor(label / info.base);
  const ss = totalSeconds % 60;
  const mm = Math.floor(totalSeconds / 60) % 60;
  const hh = Math.floor(totalSeconds / 3600);
  return `${two(hh)}:${two(mm)}:${two(ss)}${dropFrame ? ';' : ':'}${two(ff)}`;
}

/** Zero-based frame count of a SMPTE timecode; `;` before the frames means drop frame. */
export function timecodeToFrames(timecode: string, fps: number): number {
  const info = frameRateInfo(fps);
  const match = TIMECODE.exec(timecode);
  if (!match) throw new TimecodeError('INVALID_TIMECODE', `'${timecode}' is not a timecode of the form hh:mm:ss:ff or hh:mm:ss;ff.`);
  const [hh, mm, ss, ff] = [match[1], match[2], match[3], match[5]].map(Number) as [number, number, number, number];
  const dropFrame = useDropFrame(info, { dropFrame: match[4] === ';' });
  if (hh > 23 || mm > 59 || ss > 59 || ff >= info.base) {
    throw new TimecodeError('INVALID_TIMECODE', `'${timecode}' has a field out of range at ${fps} fps.`);
  }
  const minutes = hh * 60 + mm;
  const labels = (minutes * 60 + ss) * info.base + ff;
  if (!dropFrame) return labels;
  const drop = info.dropPerMinute;
  if (ss === 0 && ff < drop && mm % 10 !== 0) {
    throw new TimecodeError('INVALID_TIMECODE', `'${timecode}' names a frame that drop-frame timecode skips.`);
  }
  return labels - drop * (minutes - Math.floor(minutes / 10));
}

/** Seconds from the first frame to the start of the given frame, at the rate's real speed (29.97 is 30000/1001). */
export function framesToSeconds(frames: number, fps: number): number {
  return frames / frameRateInfo(fps).realRate;
}

/** The frame on screen at the given second: the last frame that started at or before it. */
export function secondsToFrames(seconds: number, fps: number): number {
  const info = frameRateInfo(fps);
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new TimecodeError('INVALID_FRAME_COUNT', `Seconds must be a finite number of at least 0; got ${seconds}.`);
  }
  // The tolerance keeps a frame's own start time (frames / rate, rounded by floating point) on that frame.
  return Math.floor(seconds * info.realRate + 1e-6);
}

/** Timecode of the frame on screen at the given second. */
export function secondsToTimecode(seconds: number, fps: number, options?: TimecodeOptions): string {
  return framesToTimecode(secondsToFrames(seconds, fps), fps, options);
}

/** Seconds from the first frame to the start of the frame a timecode names. */
export function timecodeToSeconds(timecode: string, fps: number): number {
  return framesToSeconds(timecodeToFrames(timecode, fps), fps);
}
