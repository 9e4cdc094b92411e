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
  /** What its members read while the operator has suspended the association (issue 22), else null. */
  suspension?: string | null;
}

const MAX_SESSIONS = 10_000;
const MAX_ANSWERS = 2_000;
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;
/** A safety net only: every write empties what it may have changed at once (db/changes.ts). */
const MAX_AGE_MS = 30_000;
/** Douala keeps UTC+1 all year (rulings R3): answers that show 'this month' change at its midnight. */
const DOUALA_OFFSET_MS = 3_600_000;
const doualaDay = (ms: number) => Math.floor((ms + DOUALA_OFFSET_MS) / 86_400_000);

interface KeptAnswer {
  associationId: number;
  body: string;
  storedAt: number;
}

/** One computation of an answer that callers asking the same thing meanwhile wait for. */
export interface Computation {
  readonly associationId: number;
  readonly key: string;
  readonly generation: number;
  readonly result: Promise<string | undefined>;
  settle(body: string | undefined): void;
}

/** Keys kept per association, so a change in one drops only that association's. */
class KeysByAssociation {
  private readonly keys = new Map<number, Set<string>>();

  add(associationId: number, key: string) {
    let set = this.keys.get(associationId);
    if (!set) this.keys.set(associationId, (set = new Set()));
    set.add(key);
  }

  delete(associationId: number, key: string) {
    const set = this.keys.get(associationId);
    if (set?.delete(key) && set.size === 0) this.keys.delete(associationId);
  }

  /** The association's keys, forgotten here (the caller drops what they name). */
  take(associationId: number): Iterable<string> {
    const set = this.keys.get(associationId);
    this.keys.delete(associationId);
    return set ?? [];
  }

  clear() {
    this.keys.clear();
  }
}

/**
 * What a server keeps in memory between reads (ADR 0010): sessions by token hash, and the JSON
 * of the routes marked `cacheable`, per association and caller. The database announces every
 * committed change with the association it was made in (migrations 0008 and 0010): that
 * association's sessions and answers are dropped, and only theirs; a change made across
 * associations (the service scope, a hand-typed statement) drops everything. While those
 * announcements could be missed, nothing is kept or served.
 *
 * A value read before a change is never kept after it. `generation` counts the changes heard;
 * a read notes it before reading, and its keep is refused when a change that concerns its
 * association (that association's, or one concerning all) has been heard since.
 */
export class ReadCache {
  /** Changes heard so far, of any association. */
  private changes = 0;
  /** The value of `changes` at the last change that concerned every association. */
  private allChangedAt = 0;
  /** Per association, the value of `changes` at its last change since `allChangedAt`. */
  private readonly changedAt = new Map<number, number>();
  private readonly sessions = new Map<string, KeptSession>();
  private readonly sessionsByAssociation = new KeysByAssociation();
  /** By `answerKey(association, key)`, oldest first: the order in which room is made. */
  private readonly answers = new Map<string, KeptAnswer>();
  private readonly answersByAssociation = new KeysByAssociation();
  private readonly computing = new Map<string, Computation>();
  private answerBytes = 0;

  constructor(private readonly isLive: () => boolean) {}

  get enabled() {
    return this.isLive();
  }

  /** Noted before a read, and given back with what it read (keepSession, keepAnswer). */
  get generation() {
    return this.changes;
  }

  /** The generation of the last change that concerned `associationId`. */
  generationOf(associationId: number) {
    return Math.max(this.allChangedAt, this.changedAt.get(associationId) ?? 0);
  }

  /**
   * Rows of `associationId` changed, or of any association when null: what was kept for them is
   * dropped, and a read begun before now will not be kept.
   */
  changed(associationId: number | null) {
    this.changes++;
    if (associationId === null) {
      this.allChangedAt = this.changes;
      this.changedAt.clear();
      this.sessions.clear();
      this.sessionsByAssociation.clear();
      this.answers.clear();
      this.answersByAssociation.clear();
      this.computing.clear();
      this.answerBytes = 0;
      return;
    }
    this.changedAt.set(associationId, this.changes);
    for (const tokenHash of this.sessionsByAssociation.take(associationId)) this.sessions.delete(tokenHash);
    for (const key of this.answersByAssociation.take(associationId)) {
      const kept = this.answers.get(key);
      if (kept) this.dropAnswer(key, kept);
    }
    // Computations under way are left to finish: joinOrStart no longer joins them, keepAnswer refuses them.
  }

  /** Everything is dropped, as after a change that may concern every association. */
  clear() {
    this.changed(null);
  }

  session(tokenHash: string, now: Date): KeptSession | undefined {
    if (!this.enabled) return undefined;
    const kept = this.sessions.get(tokenHash);
    if (kept && kept.expiresAt > now) return kept;
    if (kept) this.dropSession(tokenHash, kept);
    return undefined;
  }

  keepSession(tokenHash: string, session: KeptSession, readAtGeneration: number) {
    if (!this.enabled || this.changedSince(session.associationId, readAtGeneration)) return;
    const previous = this.sessions.get(tokenHash);
    if (previous) this.dropSession(tokenHash, previous);
    if (this.sessions.size >= MAX_SESSIONS) {
      const [oldestHash, oldest] = this.sessions.entries().next().value!;
      this.dropSession(oldestHash, oldest);
    }
    this.sessions.set(tokenHash, session);
    this.sessionsByAssociation.add(session.associationId, tokenHash);
  }

  answer(associationId: number, key: string, now: Date): string | undefined {
    if (!this.enabled) return undefined;
    const fullKey = answerKey(associationId, key);
    const kept = this.answers.get(fullKey);
    if (!kept) return undefined;
    const at = now.getTime();
    if (at < kept.storedAt || at - kept.storedAt >= MAX_AGE_MS || doualaDay(at) !== doualaDay(kept.storedAt)) {
      this.dropAnswer(fullKey, kept);
      return undefined;
    }
    return kept.body;
  }

  keepAnswer(associationId: number, key: string, body: string, now: Date, readAtGeneration: number) {
    if (!this.enabled || this.changedSince(associationId, readAtGeneration) || body.length > MAX_ANSWER_BYTES / 16)
      return;
    const fullKey = answerKey(associationId, key);
    const previous = this.answers.get(fullKey);
    if (previous) this.dropAnswer(fullKey, previous);
    while (this.answers.size >= MAX_ANSWERS || this.answerBytes + body.length > MAX_ANSWER_BYTES) {
      const [oldestKey, oldest] = this.answers.entries().next().value!;
      this.dropAnswer(oldestKey, oldest);
    }
    this.answers.set(fullKey, { associationId, body, storedAt: now.getTime() });
    this.answersByAssociation.add(associationId, fullKey);
    this.answerBytes += body.length;
  }

  /**
   * The computation of `key` in `associationId` already under way since that association's last
   * change, if any; else a new one that this caller runs: a write empties an association's
   * answers for all its members at once, and fifty callers then need one computation, not fifty.
   */
  joinOrStart(associationId: number, key: string): { joined: Computation } | { started: Computation } {
    const fullKey = answerKey(associationId, key);
    const current = this.computing.get(fullKey);
    if (current && !this.changedSince(associationId, current.generation)) return { joined: current };
    let settle!: (body: string | undefined) => void;
    const result = new Promise<string | undefined>((resolve) => (settle = resolve));
    const started: Computation = {
      associationId,
      key,
      generation: this.changes,
      result,
      settle: (body) => {
        if (this.computing.get(fullKey) === started) this.computing.delete(fullKey);
        settle(body);
      },
    };
    this.computing.set(fullKey, started);
    return { started };
  }

  /** Whether a change concerning `associationId` was heard after `generation` was noted. */
  private changedSince(associationId: number, generation: number) {
    return this.generationOf(associationId) > generation;
  }

  private dropSession(tokenHash: string, kept: KeptSession) {
    this.sessions.delete(tokenHash);
    this.sessionsByAssociation.delete(kept.associationId, tokenHash);
  }

  private dropAnswer(key: string, kept: KeptAnswer) {
    this.answers.delete(key);
    this.answersByAssociation.delete(kept.associationId, key);
    this.answerBytes -= kept.body.length;
  }
}

/** The association leads the key: one association's answer is never another's. */
const answerKey = (associationId: number, key: string) => `${associationId}:${key}`;

export const CACHE_HEADER = 'x-cache';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Serves the routes whose config says `cacheable: true` from memory when the same caller asked
 * the same address since the last change in the caller's association. It runs after the access check (onRequest), so a
 * kept answer is only ever given to the caller it was computed for.
 */
export default fp(
  async (app, options: { database: DatabaseHandle; enabled: boolean }) => {
    let watch: ChangeWatch | null = null;
    const cache = new ReadCache(() => watch?.live ?? false);
    app.decorate('readCache', cache);
    if (options.enabled) {
      watch = await options.database.watchChanges(
        (associationId) => cache.changed(associationId),
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
      // The session's association: the one the access check put the request's statements in.
      const { associationId } = request.auth;
      const key = `${request.auth.memberId}:${request.auth.role}:${request.url}`;
      const kept = cache.answer(associationId, key, app.ctx.clock.now());
      if (kept !== undefined) return reply.header(CACHE_HEADER, 'hit').type(JSON_TYPE).send(kept);
      const computation = cache.joinOrStart(associationId, key);
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
      if (body !== undefined)
        cache.keepAnswer(computation.associationId, computation.key, body, app.ctx.clock.now(), computation.generation);
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
