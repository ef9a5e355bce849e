/**
 * Runs `work` in a task of its own, after the current one. Effects that start after hydration (cookie
 * reads, the runtime config and geo requests, device detection) would otherwise run in the same task as
 * React's post-hydration render and make it a long task that blocks input; in their own task they don't.
 *
 * Returns a cancel function for an effect's cleanup: before `work` has run it stops it from running,
 * afterwards it calls the cleanup `work` returned.
 */
export function inNextTask(work: () => (() => void) | undefined): () => void {
  let cleanup: (() => void) | undefined;
  let done = false;
  const timer = setTimeout(() => {
    done = true;
    cleanup = work();
  }, 0);
  return () => {
    if (!done) clearTimeout(timer);
    else cleanup?.();
  };
}
