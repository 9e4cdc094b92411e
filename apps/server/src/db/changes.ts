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
const WRITE_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'MERGE', 'COPY']);

/** Which association a statement wrote in: its scope's, or null (service scope, or not known). */
type WriteScope = number | null;

/** Event bits of pg_trigger.tgtype (PostgreSQL's catalog/pg_trigger.h). */
const ON_INSERT = 1 << 2;
const ON_DELETE = 1 << 3;
const ON_UPDATE = 1 << 4;

/**
 * Per table the server can see, the events whose statement trigger announces a change
 * (migrations 0008 and 0010): the database's own list, so it has one home.
 */
const WATCHED_TABLES = `
  select c.relname as name,
    coalesce(bit_or(t.tgtype::int) filter (where p.proname = 'quartier_signaler_changement'), 0)::int as events
  from pg_class c
  left join pg_trigger t on t.tgrelid = c.oid and not t.tgisinternal
  left join pg_proc p on p.oid = t.tgfoid
  where c.relkind in ('r', 'p') and pg_table_is_visible(c.oid)
  group by c.relname`;

/** One plain INSERT, UPDATE or DELETE: its verb and the table it names (quoted as written, else folded). */
const PLAIN_WRITE =
  /^\s*(insert\s+into|update|delete\s+from)\s+(?:(?:"[^"]+"|[a-z_][a-z0-9_$]*)\s*\.\s*)?(?:"([^"]+)"|([a-z_][a-z0-9_$]*))(?=[\s(]|$)/i;

/** The table a statement writes and the trigger events it fires there; null when the text does not say. */
function writeTarget(text: string | undefined): { table: string; events: number } | null {
  if (!text || text.includes(';')) return null;
  const match = PLAIN_WRITE.exec(text);
  if (!match) return null;
  const verb = match[1]!.slice(0, 1).toLowerCase();
  const table = match[2] ?? match[3]!.toLowerCase();
  if (verb === 'u') return { table, events: ON_UPDATE };
  if (verb === 'd') return { table, events: ON_DELETE };
  // INSERT ... ON CONFLICT DO UPDATE also fires the table's UPDATE statement triggers.
  return { table, events: /\bon\s+conflict\b/i.test(text) ? ON_INSERT | ON_UPDATE : ON_INSERT };
}

/** A statement's text, from any of pg's query forms. */
function textOf(query: unknown): string | undefined {
  return typeof query === 'string' ? query : ((query as { text?: unknown } | undefined)?.text as string | undefined);
}

/**
 * Listeners of this process's own writes on PostgreSQL. A notification travels on another
 * connection and may land a moment after the writer's answer; this hears the write on the
 * writer's own connection, so a server always reads what it has just written.
 *
 * Each write is announced for the association of the scope it was issued in (db/scope.ts), as
 * the trigger's payload will say. A COMMIT announces again every association the transaction
 * wrote in since its BEGIN, whatever the scope of the COMMIT itself: an answer read between a
 * statement and its commit saw the old rows.
 *
 * Once the database has said which tables its triggers watch (`learnTables`), a plain write to
 * a table they do not watch for it is not announced: the SMS sender's bookkeeping (service
 * scope, every few seconds), rate limits, audit lines and new sessions change no kept answer,
 * and would otherwise empty them. A write whose table the text does not plainly name is announced.
 */
export class LocalWrites {
  private readonly listeners = new Set<ChangeListener>();
  /** Table name -> trigger event bits that announce a change; null until learnt (then: every write). */
  private watched: ReadonlyMap<string, number> | null = null;

  subscribe(listener: ChangeListener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Reads from the database which writes its triggers announce (on each new listening connection). */
  async learnTables(client: pg.Client) {
    const { rows } = await client.query<{ name: string; events: number }>(WATCHED_TABLES);
    this.watched = new Map(rows.map((row) => [row.name, row.events]));
  }

  /**
   * `scope` is the statement's association (null: any), `text` its SQL, `transaction` the
   * connection's own record of the open transaction's writes (clientClass).
   */
  seen(result: unknown, scope: WriteScope, transaction?: TransactionWrites, text?: string) {
    const results = Array.isArray(result) ? result : [result];
    const announced = new Set<WriteScope>();
    for (const r of results) {
      const command = (r as { command?: string } | undefined)?.command ?? '';
      if (command === 'BEGIN') transaction?.begin();
      if (WRITE_COMMANDS.has(command) && this.mayChangeKeptReads(text)) {
        announced.add(scope);
        transaction?.wrote(scope);
      }
      // A rollback (maybe only to a savepoint) forgets nothing: announcing too much is harmless.
      if (command === 'COMMIT') {
        // A transaction seen from its BEGIN: what it wrote. Else nothing says: the COMMIT's scope.
        const written = transaction?.end() ?? [scope];
        for (const associationId of written) announced.add(associationId);
      }
    }
    // One null (any association) covers the rest.
    const scopes = announced.has(null) ? [null] : [...announced];
    for (const associationId of scopes) for (const listener of this.listeners) listener(associationId);
  }

  /** False only for a plain write to a table the database's triggers do not watch for it. */
  private mayChangeKeptReads(text: string | undefined) {
    const target = this.watched && writeTarget(text);
    if (!target) return true;
    const events = this.watched!.get(target.table);
    return events === undefined || (events & target.events) !== 0;
  }

  /** A pg Client class whose query results, callback or promise, pass through `seen`. */
  clientClass(): typeof pg.Client {
    const seen = (result: unknown, scope: WriteScope, transaction: TransactionWrites, text: string | undefined) =>
      this.seen(result, scope, transaction, text);
    return class extends pg.Client {
      private readonly transactionWrites = new TransactionWrites();

      // pg's query has many overloads; this only looks at what it returns.
      override query(...args: any[]): any {
        const text = textOf(args[0]);
        const last = args.at(-1);
        if (typeof last === 'function') {
          // Nothing says in which scope a callback query ran: announced as any association.
          args[args.length - 1] = (error: unknown, result: unknown) => {
            if (!error) seen(result, null, this.transactionWrites, text);
            last(error, result);
          };
          return (super.query as (...a: unknown[]) => unknown)(...args);
        }
        // The scope the statement is issued in: the one db/client.ts has just put the connection in.
        const scope = scopedAssociationId();
        const returned = (super.query as (...a: unknown[]) => unknown)(...args);
        // A query object that carries its own promise (db/client.ts, a statement sent with its scope change).
        const pending =
          returned instanceof Promise ? returned : (returned as { promise?: unknown } | undefined)?.promise;
        if (pending instanceof Promise)
          pending.then(
            (result) => seen(result, scope, this.transactionWrites, text),
            () => {},
          );
        return returned;
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

  /** The transaction ended: what it wrote in, then forgotten; undefined when its BEGIN was not seen. */
  end(): WriteScope[] | undefined {
    const written = this.open ? [...this.scopes] : undefined;
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
      await localWrites.learnTables(next);
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
