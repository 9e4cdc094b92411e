import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { scopedAssociationId } from '../db/scope.js';
import { AppError, type ErrorCode } from './errors.js';
import { WHOLE_ASSOCIATION, hit } from './rate-limit.js';

/**
 * Heavy work (ADR 0017): answers that build or carry a whole file (an Excel export, a PDF up to
 * 10 MB). They hold memory and database connections for a long time, so one association's burst
 * could take the whole process from the others. A route says `config: { heavy: 'export' }` (or
 * 'document'); this plugin then bounds, per process, how many run at once for one association
 * and in all, with a short queue; beyond it the answer is a French 429 (the association's own
 * share is full) or 503 (the process is full of other associations' work), with Retry-After,
 * before anything is read or written: nothing is lost, the caller tries again.
 */
export type HeavyKind = 'export' | 'document';

export interface HeavyWorkLimits {
  /** Heavy jobs of one association running at once in this process. */
  perAssociation: number;
  /** Heavy jobs running at once in this process, all associations together. */
  total: number;
  /** Requests of one association waiting for a place; the process's queue holds twice `total`. */
  queuePerAssociation: number;
  /** A waiting request is refused after this long rather than kept hanging. */
  maxWaitMs: number;
}

/** Seconds a refused caller is told to wait: an export of 5,000 rows takes under a second. */
export const HEAVY_RETRY_AFTER_SECONDS = 5;

/** The refusal when the association's own share is full, by kind (its text in the error catalogue). */
const OWN_SHARE_FULL = { export: 'HEAVY_WORK_BUSY', document: 'DOCUMENTS_BUSY' } as const satisfies Record<
  HeavyKind,
  ErrorCode
>;

interface Waiter {
  associationId: number;
  kind: HeavyKind;
  grant: (release: () => void) => void;
  refuse: (error: AppError) => void;
  timer: NodeJS.Timeout;
}

/** Places for heavy jobs in one process: a counter per association and one in all, with a FIFO queue. */
export class HeavyWork {
  private readonly runningBy = new Map<number, number>();
  private runningTotal = 0;
  private readonly queue: Waiter[] = [];
  private readonly peakBy = new Map<number, number>();
  private readonly paused = new Map<number, Array<() => void>>();

  constructor(readonly limits: HeavyWorkLimits) {}

  running(associationId: number): number {
    return this.runningBy.get(associationId) ?? 0;
  }

  waiting(associationId: number): number {
    return this.queue.filter((w) => w.associationId === associationId).length;
  }

  /** The most jobs of one association that ever ran at once here (tests, to check the bound). */
  peak(associationId: number): number {
    return this.peakBy.get(associationId) ?? 0;
  }

  /**
   * Takes a place, now or after a short wait, and resolves to the function that gives it back
   * (idempotent). Refuses at once when the queue is full, or when the wait lasts too long.
   */
  acquire(associationId: number, kind: HeavyKind): Promise<() => void> {
    if (this.canRun(associationId)) return Promise.resolve(this.take(associationId));
    const queued = this.waiting(associationId);
    if (queued >= this.limits.queuePerAssociation || this.queue.length >= 2 * this.limits.total)
      return Promise.reject(this.refusal(associationId, kind));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        associationId,
        kind,
        grant: resolve,
        refuse: reject,
        timer: setTimeout(() => {
          const at = this.queue.indexOf(waiter);
          if (at === -1) return;
          this.queue.splice(at, 1);
          reject(this.refusal(associationId, kind));
        }, this.limits.maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  /**
   * Tests only: jobs of this association that get a place wait, holding it, until the returned
   * function is called; so a test sees a burst overlap without relying on timing.
   */
  pause(associationId: number): () => void {
    this.paused.set(associationId, []);
    return () => {
      const held = this.paused.get(associationId) ?? [];
      this.paused.delete(associationId);
      for (const go of held) go();
    };
  }

  /** Resolves when the job may start (at once unless a test paused its association). */
  whenAllowed(associationId: number): Promise<void> {
    const held = this.paused.get(associationId);
    if (!held) return Promise.resolve();
    return new Promise((resolve) => held.push(resolve));
  }

  private canRun(associationId: number): boolean {
    return this.running(associationId) < this.limits.perAssociation && this.runningTotal < this.limits.total;
  }

  private take(associationId: number): () => void {
    const now = this.running(associationId) + 1;
    this.runningBy.set(associationId, now);
    this.runningTotal += 1;
    this.peakBy.set(associationId, Math.max(now, this.peak(associationId)));
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = this.running(associationId) - 1;
      if (left > 0) this.runningBy.set(associationId, left);
      else this.runningBy.delete(associationId);
      this.runningTotal -= 1;
      this.next();
    };
  }

  /** The oldest waiter whose association has room gets the freed place (others keep their turn). */
  private next(): void {
    const at = this.queue.findIndex((w) => this.canRun(w.associationId));
    if (at === -1) return;
    const [waiter] = this.queue.splice(at, 1);
    clearTimeout(waiter!.timer);
    waiter!.grant(this.take(waiter!.associationId));
  }

  /**
   * 429 when the association's own share is what is full: its burst is the cause, and only its
   * members wait. 503 when the process is full of other associations' work: the caller did
   * nothing excessive, the service is busy.
   */
  private refusal(associationId: number, kind: HeavyKind): AppError {
    const headers = { 'retry-after': String(HEAVY_RETRY_AFTER_SECONDS) };
    return this.running(associationId) >= this.limits.perAssociation
      ? new AppError(OWN_SHARE_FULL[kind], undefined, undefined, headers)
      : new AppError('SERVICE_BUSY', undefined, undefined, headers);
  }
}

/**
 * Wires HeavyWork into every route whose config names a heavy kind: one declarative option, no
 * code in the handlers. It runs in preParsing, after the access check (onRequest) and before
 * the body is read, so a refused 10 MB upload is not held in memory.
 */
export default fp(
  async (app, options: { limits: HeavyWorkLimits }) => {
    const heavy = new HeavyWork(options.limits);
    app.decorate('heavyWork', heavy);

    app.addHook('preParsing', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      const kind = request.routeOptions.config.heavy;
      if (!kind) return payload;
      const associationId = scopedAssociationId();
      // Counted first, in the database, so that every process shares the association's budget.
      if (associationId !== null)
        await hit(app.ctx.db, app.ctx.clock, app.ctx.limits.heavyRequestsPerAssociation, WHOLE_ASSOCIATION);
      const place = associationId ?? 0;
      const release = await heavy.acquire(place, kind);
      // 'close' comes after the last byte is sent, and also when the caller goes away mid-answer.
      reply.raw.once('close', release);
      if (reply.raw.closed) release();
      await heavy.whenAllowed(place);
      return payload;
    });
  },
  { name: 'heavy-work' },
);
