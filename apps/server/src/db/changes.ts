import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { scopedAssociationId } from './scope.js';

/**
 * Sent by the statement triggers of migration 0008 when a table read by kept answers changes.
 * Since migration 0010 the payload is the writer's `app.association_id`: the association whose
 * rows changed (Row-Level Security keeps a scoped statement inside it), or '' when the statement
 * ran in the service scope or outside the server (hand-typed SQL), which may have changed any.
 */
export const CHANGES_CHANNEL = 'quartier_changements';

/**
 * Tells a server when what it keeps in memory may be stale (lib/read-cache.ts, ADR 0010).
 * `live` is false while changes could be missed (the listening connection is down or not yet
 * up): the server then keeps nothing.
 */
export interface ChangeWatch {
  readonly live: boolean;
  stop(): Promise<void>;
}

/**
 * Called after a change: `associationId` is the association whose rows changed, or null when
 * any may have (a service-scope write, an unreadable payload, a lost connection).
 */
export type ChangeListener = (associationId: number | null) => void;

/** The association a notification names; anything but a plain id means 'maybe every one'. */
export function associationOfPayload(payload: string | undefined): number | null {
  return payload !== undefined && /^[1-9]\d{0,9}$/.test(payload) ? Number(payload) : null;
}

/** Statements after which this process's own writes are committed (or about to be, in a transaction). */
const WRITE_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'MERGE', 'COPY', 'COMMIT']);

/** Which association a statement wrote in: its scope's, or null (service scope, or not known). */
type WriteScope = number | null;

/**
 * Listeners of this process's own writes on PostgreSQL. A notification travels on another
 * connection and may land a moment after the writer's answer; this hears the write on the
 * writer's own connection, so a server always reads what it has just written.
 *
 * Each write is announced for the association of the scope it was issued in (db/scope.ts), as
 * the trigger's payload will say. A COMMIT announces again every association the transaction
 * wrote in since its BEGIN, whatever the scope of the COMMIT itself: an answer read between a
 * statement and its commit saw the old rows.
 */
export class LocalWrites {
  private readonly listeners = new Set<ChangeListener>();

  subscribe(listener: ChangeListener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /**
   * `scope` is the statement's association (null: any), `transaction` the connection's own
   * record of the open transaction's writes; both are the wrapped client's (clientClass).
   */
  seen(result: unknown, scope: WriteScope, transaction?: TransactionWrites) {
    const results = Array.isArray(result) ? result : [result];
    const announced = new Set<WriteScope>();
    for (const r of results) {
      const command = (r as { command?: string } | undefined)?.command ?? '';
      if (command === 'BEGIN') transaction?.begin();
      if (WRITE_COMMANDS.has(command)) {
        announced.add(scope);
        transaction?.wrote(scope);
      }
      // A rollback (maybe only to a savepoint) forgets nothing: announcing too much is harmless.
      if (command === 'COMMIT') for (const written of transaction?.end() ?? []) announced.add(written);
    }
    // One null (any association) covers the rest.
    const scopes = announced.has(null) ? [null] : [...announced];
    for (const associationId of scopes) for (const listener of this.listeners) listener(associationId);
  }

  /** A pg Client class whose query results, callback or promise, pass through `seen`. */
  clientClass(): typeof pg.Client {
    const seen = (result: unknown, scope: WriteScope, transaction: TransactionWrites) =>
      this.seen(result, scope, transaction);
    return class extends pg.Client {
      private readonly transactionWrites = new TransactionWrites();

      // pg's query has many overloads; this only looks at what it returns.
      override query(...args: any[]): any {
        const last = args.at(-1);
        if (typeof last === 'function') {
          // Nothing says in which scope a callback query ran: announced as any association.
          args[args.length - 1] = (error: unknown, result: unknown) => {
            if (!error) seen(result, null, this.transactionWrites);
            last(error, result);
          };
          return (super.query as (...a: unknown[]) => unknown)(...args);
        }
        // The scope the statement is issued in: the one db/client.ts has just put the connection in.
        const scope = scopedAssociationId();
        const pending = (super.query as (...a: unknown[]) => unknown)(...args);
        if (pending instanceof Promise)
          pending.then(
            (result) => seen(result, scope, this.transactionWrites),
            () => {},
          );
        return pending;
      }
    } as typeof pg.Client;
  }
}

/** The associations an open transaction on one connection has written in. */
class TransactionWrites {
  private open = false;
  private readonly scopes = new Set<WriteScope>();

  begin() {
    this.open = true;
    this.scopes.clear();
  }

  wrote(scope: WriteScope) {
    if (this.open) this.scopes.add(scope);
  }

  /** The transaction ended: what it wrote in, then forgotten. */
  end(): WriteScope[] {
    const written = [...this.scopes];
    this.open = false;
    this.scopes.clear();
    return written;
  }
}

/** The embedded database is one connection in this process: its notifications are always heard. */
export async function watchPglite(client: PGlite, listener: ChangeListener): Promise<ChangeWatch> {
  const unlisten = await client.listen(CHANGES_CHANNEL, (payload) => listener(associationOfPayload(payload)));
  let live = true;
  return {
    get live() {
      return live;
    },
    stop: async () => {
      live = false;
      await unlisten();
    },
  };
}

const HEARTBEAT_MS = 10_000;
const RECONNECT_MS = 1_000;

/**
 * One extra PostgreSQL connection that LISTENs. When it fails or stops answering, the watch is
 * not live (and says so to the listener, so kept answers are dropped) until it is back.
 */
export async function watchPostgres(
  url: string,
  localWrites: LocalWrites,
  listener: ChangeListener,
  onState: (live: boolean, error?: unknown) => void = () => {},
): Promise<ChangeWatch> {
  let live = false;
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const unsubscribeLocal = localWrites.subscribe(listener);

  const setLive = (value: boolean, error?: unknown) => {
    if (live === value) return;
    live = value;
    listener(null);
    onState(value, error);
  };

  const drop = (failed: pg.Client, error: unknown) => {
    if (client !== failed) return;
    client = null;
    setLive(false, error);
    failed.removeAllListeners();
    failed.on('error', () => {});
    void failed.end().catch(() => {});
    if (!stopped) retry = setTimeout(connect, RECONNECT_MS).unref();
  };

  const connect = async () => {
    retry = null;
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    client = next;
    next.on('error', (error) => drop(next, error));
    next.on('end', () => drop(next, new Error('connexion d’écoute fermée')));
    next.on('notification', (message) => listener(associationOfPayload(message.payload)));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (stopped) return void (await next.end());
      setLive(true);
    } catch (error) {
      drop(next, error);
    }
  };

  // A connection cut without a FIN (a dead network) shows up as an unanswered query.
  const heartbeat = setInterval(() => {
    const current = client;
    if (!current || !live) return;
    const timeout = setTimeout(() => drop(current, new Error('connexion d’écoute sans réponse')), HEARTBEAT_MS / 2);
    current.query('select 1').then(
      () => clearTimeout(timeout),
      (error) => {
        clearTimeout(timeout);
        drop(current, error);
      },
    );
  }, HEARTBEAT_MS).unref();

  await connect();
  return {
    get live() {
      return live;
    },
    stop: async () => {
      stopped = true;
      clearInterval(heartbeat);
      if (retry) clearTimeout(retry);
      unsubscribeLocal();
      const current = client;
      client = null;
      live = false;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
