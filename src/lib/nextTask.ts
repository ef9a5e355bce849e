/**
 * Runs `work` in a task of its own: effects that start after hydration would otherwise run in the same task as
 * React's post-hydration render and make it a long task that blocks input. Returns the effect's cleanup.
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
