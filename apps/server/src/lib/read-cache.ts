import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeWatch } from '../db/changes.js';
import type { DatabaseHandle } from '../db/client.js';

/** A live session as the access check needs it (modules/auth/repository.ts findLiveSession). */
export interface KeptSession {
  associationId: number;
  sessionId: number;
  memberId: number;
  roleCode: string;
  expiresAt: Date;
}

const MAX_SESSIONS = 10_000;
const MAX_ANSWERS = 2_000;
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;
/** A safety net only: every write empties the cache at once (db/changes.ts). */
const MAX_AGE_MS = 30_000;
/** Douala keeps UTC+1 all year (rulings R3): answers that show 'this month' change at its midnight. */
const DOUALA_OFFSET_MS = 3_600_000;
const doualaDay = (ms: number) => Math.floor((ms + DOUALA_OFFSET_MS) / 86_400_000);

interface KeptAnswer {
  body: string;
  storedAt: number;
}

/** One computation of an answer that callers asking the same thing meanwhile wait for. */
export interface Computation {
  readonly key: string;
  readonly generation: number;
  readonly result: Promise<string | undefined>;
  settle(body: string | undefined): void;
}

/**
 * What a server keeps in memory between reads (ADR 0010): sessions by token hash, and the JSON
 * of the routes marked `cacheable`, per caller. The database announces every committed change
 * (migration 0008) and the whole cache is emptied; while those announcements could be missed,
 * nothing is kept or served. A value read before a change is never kept after it: each keep
 * carries the generation seen before its read.
 */
export class ReadCache {
  private generationCounter = 0;
  private readonly sessions = new Map<string, KeptSession>();
  private readonly answers = new Map<string, KeptAnswer>();
  private readonly computing = new Map<string, Computation>();
  private answerBytes = 0;

  constructor(private readonly isLive: () => boolean) {}

  get enabled() {
    return this.isLive();
  }

  get generation() {
    return this.generationCounter;
  }

  clear() {
    this.generationCounter++;
    this.sessions.clear();
    this.answers.clear();
    this.computing.clear();
    this.answerBytes = 0;
  }

  session(tokenHash: string, now: Date): KeptSession | undefined {
    if (!this.enabled) return undefined;
    const kept = this.sessions.get(tokenHash);
    if (kept && kept.expiresAt > now) return kept;
    if (kept) this.sessions.delete(tokenHash);
    return undefined;
  }

  keepSession(tokenHash: string, session: KeptSession, readAtGeneration: number) {
    if (!this.enabled || readAtGeneration !== this.generationCounter) return;
    if (this.sessions.size >= MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!);
    this.sessions.set(tokenHash, session);
  }

  answer(key: string, now: Date): string | undefined {
    if (!this.enabled) return undefined;
    const kept = this.answers.get(key);
    if (!kept) return undefined;
    const at = now.getTime();
    if (at < kept.storedAt || at - kept.storedAt >= MAX_AGE_MS || doualaDay(at) !== doualaDay(kept.storedAt)) {
      this.dropAnswer(key, kept);
      return undefined;
    }
    return kept.body;
  }

  keepAnswer(key: string, body: string, now: Date, readAtGeneration: number) {
    if (!this.enabled || readAtGeneration !== this.generationCounter || body.length > MAX_ANSWER_BYTES / 16) return;
    const previous = this.answers.get(key);
    if (previous) this.dropAnswer(key, previous);
    while (this.answers.size >= MAX_ANSWERS || this.answerBytes + body.length > MAX_ANSWER_BYTES) {
      const [oldestKey, oldest] = this.answers.entries().next().value!;
      this.dropAnswer(oldestKey, oldest);
    }
    this.answers.set(key, { body, storedAt: now.getTime() });
    this.answerBytes += body.length;
  }

  /**
   * The computation of `key` already under way since the last change, if any; else a new one
   * that this caller runs: a write empties the cache for everyone at once, and fifty callers then need one
   * computation, not fifty.
   */
  joinOrStart(key: string): { joined: Computation } | { started: Computation } {
    const current = this.computing.get(key);
    if (current && current.generation === this.generationCounter) return { joined: current };
    let settle!: (body: string | undefined) => void;
    const result = new Promise<string | undefined>((resolve) => (settle = resolve));
    const started: Computation = {
      key,
      generation: this.generationCounter,
      result,
      settle: (body) => {
        if (this.computing.get(key) === started) this.computing.delete(key);
        settle(body);
      },
    };
    this.computing.set(key, started);
    return { started };
  }

  private dropAnswer(key: string, kept: KeptAnswer) {
    this.answers.delete(key);
    this.answerBytes -= kept.body.length;
  }
}

export const CACHE_HEADER = 'x-cache';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Serves the routes whose config says `cacheable: true` from memory when the same caller asked
 * the same address since the last change. It runs after the access check (onRequest), so a
 * kept answer is only ever given to the caller it was computed for.
 */
export default fp(
  async (app, options: { database: DatabaseHandle; enabled: boolean }) => {
    let watch: ChangeWatch | null = null;
    const cache = new ReadCache(() => watch?.live ?? false);
    app.decorate('readCache', cache);
    if (options.enabled) {
      watch = await options.database.watchChanges(
        () => cache.clear(),
        (live, error) =>
          live
            ? app.log.info('Cache des lectures actif : la base signale ses changements')
            : app.log.warn({ err: error }, 'Cache des lectures suspendu : écoute des changements perdue, reconnexion'),
      );
      app.addHook('onClose', async () => {
        await watch?.stop();
      });
    }

    app.decorateRequest('readCacheComputation', null);

    app.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config.cacheable || !request.auth || !cache.enabled) return;
      const key = `${request.auth.memberId}:${request.auth.role}:${request.url}`;
      const kept = cache.answer(key, app.ctx.clock.now());
      if (kept !== undefined) return reply.header(CACHE_HEADER, 'hit').type(JSON_TYPE).send(kept);
      const computation = cache.joinOrStart(key);
      if ('joined' in computation) {
        const body = await computation.joined.result;
        if (body !== undefined) return reply.header(CACHE_HEADER, 'shared').type(JSON_TYPE).send(body);
        // The computation failed (an error answer): this caller computes its own.
        request.readCacheComputation = null;
        return reply.header(CACHE_HEADER, 'miss');
      }
      request.readCacheComputation = computation.started;
      reply.header(CACHE_HEADER, 'miss');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const computation = request.readCacheComputation;
      if (!computation) return payload;
      const body = reply.statusCode === 200 && typeof payload === 'string' ? payload : undefined;
      if (body !== undefined) cache.keepAnswer(computation.key, body, app.ctx.clock.now(), computation.generation);
      computation.settle(body);
      return payload;
    });

    // A computation that ends without an answer (client gone, error before onSend) frees its waiters.
    const release = async (request: FastifyRequest) => request.readCacheComputation?.settle(undefined);
    app.addHook('onResponse', release);
    app.addHook('onRequestAbort', release);
  },
  { name: 'read-cache' },
);
