/**
 * Marks a promise with its outcome the way React's `use()` reads it (`status` and `value`), as soon as it settles, so a
 * component asking `use()` for it again after that renders at once instead of suspending for a turn.
 */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  marked.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return promise;
}
