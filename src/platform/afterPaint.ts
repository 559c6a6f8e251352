/**
 * Runs `task` after the browser has painted what the current work produced: at the next animation frame,
 * then in a task of its own (so it never holds that frame back). A hidden tab paints no frames: the task
 * then runs after `fallbackMs`. Returns a function that cancels it if it has not run.
 *
 * For what a learner's action causes but need not see at once (a prefetch, a completion check, an
 * analytics call): the screen answers first (docs/decisions/0017-time-to-content.md).
 */
export function afterPaint(task: () => void, fallbackMs = 100): () => void {
  let frame: number | undefined;
  const cancel = () => {
    clearTimeout(timer);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
  const run = () => {
    cancel();
    task();
  };
  let timer = setTimeout(run, fallbackMs);
  if (typeof requestAnimationFrame === 'function') {
    frame = requestAnimationFrame(() => {
      frame = undefined;
      clearTimeout(timer);
      timer = setTimeout(run, 0);
    });
  }
  return cancel;
}
