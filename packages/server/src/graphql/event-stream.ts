import type { TaskEvent, TaskEvents } from './task-events.js';

/**
 * An async iterator of what `next` reads after each matching event, starting with the current value. Events that
 * arrive while a value is being read collapse into one read, so a burst of changes never queues stale reads; the
 * stream ends when `next` answers `done` or the subscriber leaves.
 */
export function eventStream<T>(
  events: TaskEvents,
  matches: (event: TaskEvent) => boolean,
  next: () => Promise<{ value: T; done?: boolean }>,
): AsyncGenerator<T> {
  let dirty = true;
  let closed = false;
  let wake: (() => void) | undefined;
  const stop = events.subscribe((event) => {
    // After a gap in the database's notices any watched value may have changed unseen: read it again.
    if (event.kind !== 'resync' && !matches(event)) return;
    dirty = true;
    wake?.();
  });
  async function* run(): AsyncGenerator<T> {
    try {
      for (;;) {
        if (!dirty) await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        if (closed) return;
        dirty = false;
        const { value, done } = await next();
        yield value;
        if (done) return;
      }
    } finally {
      stop();
    }
  }
  const stream = run();
  const finish = stream.return.bind(stream);
  // A subscriber may leave before the first read or while the stream waits for an event: stop listening either way.
  stream.return = (value) => {
    closed = true;
    stop();
    wake?.();
    return finish(value);
  };
  return stream;
}
