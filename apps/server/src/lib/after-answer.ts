import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but must not do before its answer leaves: what it does would show in
 * the answer's delay. forgotPassword writes a code only for a member; done before answering,
 * that made a member's answer twice as slow as a stranger's (issue 20: 11.4 ms against 6.3 ms).
 * The work starts once the answer is written; a failure is logged, never shown to the caller.
 */
export class AfterAnswer {
  private readonly running = new Set<Promise<void>>();
  private held: Array<() => void> | null = null;

  constructor(private readonly log: FastifyBaseLogger) {}

  run(label: string, work: () => Promise<void>): void {
    const start = () => {
      // setImmediate: after the I/O phase in which the answer is written to the socket.
      const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => this.log.error({ err: error }, `Tâche après la réponse en échec : ${label}`))
        .finally(() => this.running.delete(job));
      this.running.add(job);
    };
    if (this.held) this.held.push(start);
    else start();
  }

  /** Waits until every started job has ended (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  /** Tests: keeps new jobs waiting, to look at what a request did before its answer. */
  hold(): void {
    this.held ??= [];
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = null;
    for (const start of waiting) start();
  }
}
