/**
 * A periodic job of the server (server.ts): `tick` runs at once, then every `intervalMs`, until the
 * returned function stops it; the timer never keeps the process alive. `tick` handles its own
 * errors (each job logs its failure and tries again at the next tick).
 */
export function every(intervalMs: number, tick: () => void): () => void {
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
