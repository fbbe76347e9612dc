/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between. Work split this way is several short tasks instead of one long one.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
