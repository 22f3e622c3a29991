/**
 * Lets settled promises deliver their results to the machines under test: enough microtask turns for a promise
 * actor's result to travel through xstate. Nothing here waits on real time.
 */
export async function flush(turns = 50): Promise<void> {
  for (let i = 0; i < turns; i += 1) await Promise.resolve();
}
