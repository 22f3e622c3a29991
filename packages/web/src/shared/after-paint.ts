/**
 * Runs `task` once the page has painted and the browser is idle (at most `maxWaitMs` later), for work the first paint
 * must not wait for: the visit log, page analytics, the feature flags. Answers a cancel function.
 */
export function afterPaint(task: () => void, maxWaitMs = 2000): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: maxWaitMs });
      else run();
    });
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}
