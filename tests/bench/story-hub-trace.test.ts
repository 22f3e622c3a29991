import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mainThreadCpuPerFrame } from './story-hub-trace.js';

const PAGE = 7;
const MAIN = 1;

function trace(events: object[]): Buffer {
  const threads = [
    { ph: 'M', name: 'thread_name', pid: PAGE, tid: MAIN, args: { name: 'CrRendererMain' } },
    { ph: 'M', name: 'thread_name', pid: PAGE, tid: 2, args: { name: 'Compositor' } },
    { ph: 'M', name: 'thread_name', pid: 9, tid: MAIN, args: { name: 'CrRendererMain' } },
  ];
  return Buffer.from(JSON.stringify({ traceEvents: [...threads, ...events] }));
}

const mark = (ts: number) => ({ ph: 'R', name: 'frame', pid: PAGE, tid: MAIN, ts });
const task = (ts: number, dur: number, tdur: number, pid = PAGE, tid = MAIN) => ({
  ph: 'X',
  name: 'ThreadControllerImpl::RunTask',
  pid,
  tid,
  ts,
  dur,
  tdur,
});

describe('main-thread CPU per frame from a trace', () => {
  it('counts thread time, not wall time, and shares a task across the frames it straddles', () => {
    const events = [
      mark(0),
      mark(16_000),
      mark(32_000),
      // 8 ms on the wall of which 2 ms on a core: descheduled, so it counts 2 ms.
      task(1_000, 8_000, 2_000),
      // Straddles the second mark: half of its 4 ms of CPU falls in each frame.
      task(14_000, 4_000, 4_000),
    ];
    expect(mainThreadCpuPerFrame(trace(events), 'frame')).toEqual([4, 2]);
  });

  it('ignores other threads, other renderers and other marks', () => {
    const events = [
      mark(0),
      mark(16_000),
      task(1_000, 5_000, 5_000, PAGE, 2),
      task(1_000, 5_000, 5_000, 9, MAIN),
      { ...mark(8_000), name: 'other' },
      task(2_000, 3_000, 3_000),
    ];
    expect(mainThreadCpuPerFrame(trace(events), 'frame')).toEqual([3]);
  });

  it('never counts more thread time than wall time', () => {
    expect(mainThreadCpuPerFrame(trace([mark(0), mark(16_000), task(1_000, 2_000, 3_000)]), 'frame')).toEqual([2]);
  });

  it('answers nothing when the marks are missing', () => {
    expect(mainThreadCpuPerFrame(trace([task(0, 1_000, 1_000)]), 'frame')).toEqual([]);
  });

  it('accounts for all the CPU of tasks inside the marked span, whatever the tasks and frames', () => {
    const span = fc
      .uniqueArray(fc.integer({ min: 0, max: 200_000 }), { minLength: 2, maxLength: 20 })
      .map((xs) => xs.sort((a, b) => a - b));
    const tasks = fc.array(
      fc.record({
        start: fc.integer({ min: 0, max: 200_000 }),
        dur: fc.integer({ min: 1, max: 30_000 }),
        share: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(span, tasks, (edges, work) => {
        const first = edges[0] ?? 0;
        const last = edges.at(-1) ?? 0;
        const events = [...edges.map(mark), ...work.map((w) => task(w.start, w.dur, w.dur * w.share))];
        const perFrame = mainThreadCpuPerFrame(trace(events), 'frame');
        const inside = work.reduce((sum, w) => {
          const overlap = Math.max(0, Math.min(w.start + w.dur, last) - Math.max(w.start, first));
          return sum + (w.dur * w.share * overlap) / w.dur / 1000;
        }, 0);
        expect(perFrame).toHaveLength(edges.length - 1);
        expect(perFrame.reduce((a, b) => a + b, 0)).toBeCloseTo(inside, 6);
      }),
    );
  });
});
