// Reads a Chromium trace of the story-hub bench: how much CPU the page's main thread spent in each frame interval.
// A frame interval measured in the page is wall time, which on a shared machine includes time the browser's threads
// spent waiting for a core; a task's thread time (`tdur`) counts only the work the page itself did.

/** Trace categories enough for the figures below: top-level tasks with thread time, and the page's marks. */
export const TRACE_CATEGORIES = ['toplevel', 'blink.user_timing'];

interface TraceEvent {
  name?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Main-thread CPU milliseconds in each interval between consecutive marks named `mark` (one per frame), from the
 * renderer that made the marks; a task straddling an interval's edge is shared out by its wall-clock overlap.
 */
export function mainThreadCpuPerFrame(trace: Buffer, mark: string): number[] {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const marks = events.filter((e) => e.name === mark && e.ts !== undefined);
  const first = marks[0];
  if (!first) return [];
  const mainThread = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === first.pid && e.args?.name === 'CrRendererMain',
  );
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.pid === first.pid && e.tid === mainThread?.tid)
    .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  const edges = [...new Set(marks.map((e) => e.ts ?? 0))].sort((a, b) => a - b);
  const perFrame: number[] = [];
  let from = 0;
  for (let i = 1; i < edges.length; i++) {
    const start = edges[i - 1] ?? 0;
    const end = edges[i] ?? 0;
    let cpu = 0;
    while (from < tasks.length && (tasks[from]?.ts ?? 0) + (tasks[from]?.dur ?? 0) <= start) from += 1;
    for (let t = from; t < tasks.length; t++) {
      const task = tasks[t] as TraceEvent;
      const taskStart = task.ts ?? 0;
      if (taskStart >= end) break;
      const wall = task.dur ?? 0;
      const overlap = Math.min(taskStart + wall, end) - Math.max(taskStart, start);
      // A thread cannot run longer than the wall clock; the rare trace that says so is clamped.
      if (overlap > 0 && wall > 0) cpu += (Math.min(task.tdur ?? wall, wall) * overlap) / wall;
    }
    perFrame.push(cpu / 1000);
  }
  return perFrame;
}
