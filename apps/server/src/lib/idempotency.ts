import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { currentAssociationId } from '../db/scope.js';
import { AppError } from './errors.js';

const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * How long a key replays its first answer: a retry comes from a form still open on the phone
 * that sent it (the web app queues nothing, apps/web/src/service-worker.js), within seconds or
 * minutes. The purge deletes a key after that (lib/purge.ts); the same key sent later records anew.
 */
export const IDEMPOTENCY_REPLAY_MS = 24 * 60 * 60_000;

/** The optional Idempotency-Key header of a write, checked. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY.test(value))
    throw new AppError(
      'VALIDATION',
      'En-tête Idempotency-Key invalide : 8 à 100 caractères parmi lettres, chiffres, - _ . :',
      {
        'Idempotency-Key': 'Format invalide',
      },
    );
  return value;
}

/** JSON with object keys sorted at every depth: equal values give equal text, whatever the order sent. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of a request's validated body and route parameters, stored with its key. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/**
 * Runs a write once per (member, key): the key is claimed inside the write's transaction, so a
 * retried request (a phone on a bad network resending) gets the first answer and records nothing.
 * The key is bound to the request it first came with (`request`: validated body and route
 * parameters, hashed): the same key with another request is refused with IDEMPOTENCY_KEY_REUSED
 * instead of answering a confirmation of something that was never recorded (issue 20).
 */
export async function once<T>(
  db: Database,
  memberId: number,
  key: string | null,
  route: string,
  request: unknown,
  write: (tx: Executor) => Promise<T>,
): Promise<T> {
  if (!key) return db.transaction(write);
  const bodyHash = requestHash(request);
  const replay = async () => {
    const [row] = await db.select().from(idempotencyKeys).where(ownKey(memberId, key));
    if (!row) return undefined;
    if (row.route !== route) throw new AppError('IDEMPOTENCY_KEY_OTHER_ROUTE');
    // Keys stored before migration 0009 have no hash: they replay as they always did.
    if (row.bodyHash !== null && row.bodyHash !== bodyHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return row.response as T;
  };
  const previous = await replay();
  if (previous !== undefined) return previous;
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ memberId, key, route, bodyHash, response: {} })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) throw new ReplayNeeded();
      const result = await write(tx);
      await tx
        .update(idempotencyKeys)
        .set({ response: result as object })
        .where(ownKey(memberId, key));
      return result;
    });
  } catch (error) {
    if (!(error instanceof ReplayNeeded)) throw error;
    const result = await replay();
    if (result === undefined) throw new AppError('REQUEST_IN_PROGRESS');
    return result;
  }
}

class ReplayNeeded extends Error {}

/** A member's key in this association: the explicit half of the two scopes (the other is Row-Level Security). */
function ownKey(memberId: number, key: string) {
  return and(
    eq(idempotencyKeys.associationId, currentAssociationId()),
    eq(idempotencyKeys.memberId, memberId),
    eq(idempotencyKeys.key, key),
  );
}
