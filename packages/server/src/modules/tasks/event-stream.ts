import type { GraphQLError } from 'graphql';
import type { TaskEvent, TaskEvents } from './task-events.js';

/**
 * An async iterator of what `next` reads after each matching event, starting with the current value. Events that
 * arrive while a value is being read collapse into one read, so a burst of changes never queues stale reads; the
 * stream ends when `next` answers `done` or the subscriber leaves.
 *
 * On every `access` event (a session or membership changed somewhere, and once a minute) `allowed` asks whether the
 * caller may still watch (the session lives, the story is still theirs to see); when not, the stream yields
 * `denied()` (a FORBIDDEN error the client answers by signing in again) and ends, so nothing more reaches a
 * signed-out or removed person. The check waits for such an event rather than running before every read, so a
 * thousand watchers of a busy story cost no extra queries per change.
 */
export function eventStream<T>(
  events: TaskEvents,
  matches: (event: TaskEvent) => boolean,
  next: () => Promise<{ value: T; done?: boolean }>,
  guard: { allowed: () => Promise<boolean>; denied: () => GraphQLError },
): AsyncGenerator<T | GraphQLError> {
  let dirty = true;
  let recheck = false;
  let closed = false;
  let wake: (() => void) | undefined;
  const stop = events.subscribe((event) => {
    if (event.kind === 'access') recheck = true;
    // After a gap in the database's notices any watched value may have changed unseen: read it again.
    else if (event.kind === 'resync' || matches(event)) dirty = true;
    else return;
    wake?.();
  });
  async function* run(): AsyncGenerator<T | GraphQLError> {
    try {
      for (;;) {
        if (!dirty && !recheck) await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        if (closed) return;
        if (recheck) {
          recheck = false;
          if (!(await guard.allowed())) {
            yield guard.denied();
            return;
          }
        }
        if (!dirty) continue;
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
