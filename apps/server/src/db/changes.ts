import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Sent by the statement triggers of migration 0008 when a table read by kept answers changes. */
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

export type ChangeListener = () => void;

/** Statements after which this process's own writes are committed (or about to be, in a transaction). */
const WRITE_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'MERGE', 'COPY', 'COMMIT']);

/**
 * Listeners of this process's own writes on PostgreSQL. A notification travels on another
 * connection and may land a moment after the writer's answer; this hears the write on the
 * writer's own connection, so a server always reads what it has just written.
 */
export class LocalWrites {
  private readonly listeners = new Set<ChangeListener>();

  subscribe(listener: ChangeListener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  seen(result: unknown) {
    const results = Array.isArray(result) ? result : [result];
    if (!results.some((r) => WRITE_COMMANDS.has((r as { command?: string } | undefined)?.command ?? ''))) return;
    for (const listener of this.listeners) listener();
  }

  /** A pg Client class whose query results, callback or promise, pass through `seen`. */
  clientClass(): typeof pg.Client {
    const seen = (result: unknown) => this.seen(result);
    return class extends pg.Client {
      // pg's query has many overloads; this only looks at what it returns.
      override query(...args: any[]): any {
        const last = args.at(-1);
        if (typeof last === 'function') {
          args[args.length - 1] = (error: unknown, result: unknown) => {
            if (!error) seen(result);
            last(error, result);
          };
          return (super.query as (...a: unknown[]) => unknown)(...args);
        }
        const pending = (super.query as (...a: unknown[]) => unknown)(...args);
        if (pending instanceof Promise) pending.then(seen, () => {});
        return pending;
      }
    } as typeof pg.Client;
  }
}

/** The embedded database is one connection in this process: its notifications are always heard. */
export async function watchPglite(client: PGlite, listener: ChangeListener): Promise<ChangeWatch> {
  const unlisten = await client.listen(CHANGES_CHANNEL, listener);
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
    listener();
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
    next.on('notification', () => listener());
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
