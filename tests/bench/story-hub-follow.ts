// Scripts the story-hub bench runs inside the page (serialised by page.evaluate / addInitScript, so each is
// self-contained): watching frames from the moment the words paint, and two ways of following playback.

/** A frame interval this long means at least one vsync (16.7 ms at 60 Hz) passed without a new frame. */
export const DROPPED_MS = 25;

interface BenchWindow {
  transcriptPaintedAt?: number;
  settleFrames?: number[];
  settleStop?: boolean;
}

/**
 * Init script: notes when the frame that shows the words has painted, then records every frame interval from there
 * until playback starts, so what the page does while it settles (the app shell, late chunks, first measurements) is
 * counted rather than hidden.
 */
export function watchPaint(): void {
  const page = window as unknown as BenchWindow;
  const watch = new MutationObserver(() => {
    if (!document.querySelector('[data-w]')) return;
    watch.disconnect();
    // The frame that shows the words: after its rAF callbacks, style, layout and paint.
    requestAnimationFrame(() =>
      setTimeout(() => {
        page.transcriptPaintedAt = performance.now();
        page.settleFrames = [];
        let last = 0;
        const frame = (now: number) => {
          if (last) page.settleFrames?.push(now - last);
          last = now;
          if (!page.settleStop) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    );
  });
  watch.observe(document, { childList: true, subtree: true });
}

/**
 * Waits, as a viewer would before pressing play, until the page has drawn `quiet` frames in a row without dropping
 * one (or `limitMs` have passed), then stops the recorder; answers the intervals seen since the words painted.
 */
export function settle({ quiet, limitMs, droppedMs }: { quiet: number; limitMs: number; droppedMs: number }): Promise<number[]> {
  const page = window as unknown as BenchWindow;
  const started = performance.now();
  return new Promise((done) => {
    const check = () => {
      const frames = page.settleFrames ?? [];
      const recent = frames.slice(-quiet);
      const calm = recent.length === quiet && recent.every((ms) => ms < droppedMs);
      if (calm || performance.now() - started > limitMs) {
        page.settleStop = true;
        done(frames);
      } else setTimeout(check, 50);
    };
    check();
  });
}

/** What one pass of playback measured: every frame interval, and the costliest synchronous update (0 if unmeasured). */
export interface FollowPass {
  intervals: number[];
  worstUpdateMs: number;
}

/**
 * Follows playback through `seconds` of the interview in `frames` frames, starting at `from` seconds. With `playing`
 * the player reports itself playing and the hub follows with its own animation-frame loop while `timeupdate` fires
 * about four times a second, as a real video does; without it every frame dispatches `timeupdate` and forces style
 * and layout at once, so the whole cost of an update (highlight, auto-scroll, style, layout) can be timed.
 */
export function follow({
  frames,
  seconds,
  from,
  playing,
  mark,
}: {
  frames: number;
  seconds: number;
  from: number;
  playing: boolean;
  /** A user-timing mark made at the start of every frame, so a trace can be cut into the same frames. */
  mark: string;
}): Promise<FollowPass> {
  return new Promise((done) => {
    const video = document.querySelector('video') as HTMLVideoElement;
    let time = from;
    let paused = !playing;
    Object.defineProperty(video, 'currentTime', { get: () => time, set: (v: number) => (time = v), configurable: true });
    Object.defineProperty(video, 'paused', { get: () => paused, configurable: true });
    const intervals: number[] = [];
    let worstUpdateMs = 0;
    let last = 0;
    let frame = 0;
    const step = (now: number) => {
      if (last) intervals.push(now - last);
      last = now;
      performance.mark(mark);
      time += seconds / frames;
      if (playing) {
        if (frame % 15 === 0) video.dispatchEvent(new Event('timeupdate'));
      } else {
        const started = performance.now();
        video.dispatchEvent(new Event('timeupdate'));
        document.body.getBoundingClientRect();
        worstUpdateMs = Math.max(worstUpdateMs, performance.now() - started);
      }
      frame += 1;
      if (frame < frames) {
        requestAnimationFrame(step);
        return;
      }
      if (playing) {
        paused = true;
        video.dispatchEvent(new Event('pause'));
      }
      // The last frame's rendering ends where the next frame starts: time and mark that too.
      requestAnimationFrame((end) => {
        intervals.push(end - last);
        performance.mark(mark);
        performance.clearMarks(mark);
        done({ intervals, worstUpdateMs });
      });
    };
    if (playing) video.dispatchEvent(new Event('play'));
    requestAnimationFrame(step);
  });
}
