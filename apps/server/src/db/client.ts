import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { preMigrationBackup } from '../lib/backup.js';
import { schema } from './schema.js';
import { LocalWrites, watchPglite, watchPostgres, type ChangeListener, type ChangeWatch } from './changes.js';
import { acquireDataDirLock } from './lock.js';
import { PGLITE_SETTING_ARGS, findPreparedCluster } from './pglite-cluster.js';
import { MIGRATIONS_FOLDER, runMigrations, type MigrationLog, type MigrationOutcome } from './migrate.js';
import {
  FRESH_CONNECTION_SCOPE,
  SCOPE_STATEMENT,
  UNKNOWN_SCOPE,
  currentScope,
  currentScopeOwner,
  isRollback,
  scopeKey,
  scopeParams,
  type Scope,
} from './scope.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Pending migrations in one transaction (db/migrate.ts); throws MigrationError, data untouched. */
  migrate(options?: MigrateOptions): Promise<MigrationOutcome>;
  /** Calls `listener` after each committed change to a table kept answers read (db/changes.ts). */
  watchChanges(listener: ChangeListener, onState?: (live: boolean, error?: unknown) => void): Promise<ChangeWatch>;
  close(): Promise<void>;
}

export interface MigrateOptions {
  log?: MigrationLog;
  /** Tests only: another folder than the committed migrations. */
  folder?: string;
}

/**
 * Only the migration tests set this: a server process pointed at a folder holding a broken
 * migration. It is not part of the configuration (config/env.ts).
 */
function migrationsFolder(options: MigrateOptions | undefined) {
  return options?.folder ?? (process.env.QUARTIER_TEST_MIGRATIONS_DIR || MIGRATIONS_FOLDER);
}

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR. */
export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

/**
 * Given at every start (they win over postgresql.conf, so a database created before keeps
 * working with them), and to initdb, which writes them in a new database's postgresql.conf.
 */
const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTING_ARGS],
  initDbStartParams: PGLITE_SETTING_ARGS,
};

/** Where the embedded database lives in DATA_DIR. */
const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** False until PGlite's initdb has created the embedded database in DATA_DIR. */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));
}

export interface OpenOptions {
  /** Told when a new embedded database has to run initdb (no prepared cluster built). */
  log?: { warn(message: string): void };
  /** Tests only: where the prepared cluster is looked for (db/pglite-cluster.ts). */
  preparedClusterDir?: string;
}

/**
 * A new embedded database starts from the prepared empty cluster made at build time
 * (ADR 0028): PGlite's initdb, run here instead, peaks at ~750 MiB. Without it (a server run
 * without `npm run build`, or built for another PGlite), initdb runs, and says so.
 */
function newClusterSource(options: OpenOptions): { loadDataDir?: Blob } {
  const file = findPreparedCluster(options.preparedClusterDir);
  if (file) return { loadDataDir: new Blob([fs.readFileSync(file)], { type: 'application/gzip' }) };
  options.log?.warn(
    'Cluster PGlite préparé introuvable (npm run build le crée) : initdb crée la base, ' +
      'ce qui demande ~750 Mio de mémoire le temps de la création',
  );
  return {};
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const localWrites = new LocalWrites();
    const pool = new ScopedPool({
      connectionString: target.url,
      max: 10,
      // pg closes a connection idle for 10 s by default: after a quiet minute the next burst paid
      // for new PostgreSQL backends (1.2 s at p99 in the scale bench). Ten connections per process
      // are cheap to keep. They never hold a finished script or test file open, though.
      idleTimeoutMillis: 10 * 60_000,
      allowExitOnIdle: true,
      Client: scopedClientClass(localWrites.clientClass()),
    });
    // A broken idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: (options) =>
        runMigrations(db, { kind: 'postgres', folder: migrationsFolder(options), log: options?.log }),
      watchChanges: (listener, onState) => watchPostgres(target.url, localWrites, listener, onState),
      close: () => pool.end(),
    };
  }
  const dataDir = target.dataDir;
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  try {
    const fresh = !dataDir || !embeddedDatabaseExists(dataDir);
    const client = await PGlite.create(dataDir ? pgliteDir(dataDir) : undefined, {
      ...PGLITE_OPTIONS,
      ...(fresh ? newClusterSource(options) : {}),
    });
    const db = drizzlePglite(scopePglite(client), { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      migrate: (options) =>
        runMigrations(db, {
          kind: 'pglite',
          folder: migrationsFolder(options),
          log: options?.log,
          backup: dataDir ? (first) => preMigrationBackup(client, dataDir, first.tag) : undefined,
        }),
      watchChanges: (listener) => watchPglite(client, listener),
      close: async () => {
        try {
          // Data files written now: the next start opens them as they are instead of replaying
          // the journal, which costs time and grows PGlite's heap for good (ADR 0026).
          await client.exec('CHECKPOINT').catch(() => {});
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** What a pg client needs to run a statement in a given scope (db/scope.ts). */
interface ScopedPgClient extends pg.PoolClient {
  queryIn(scope: Scope, args: unknown[]): Promise<unknown>;
}

/** What pg's Query gives a subclass (its handlers are not in @types/pg). */
interface PgQueryInternals {
  text?: string;
  name?: string;
  rows?: number;
  values?: unknown;
  submit(connection: PgConnection): Error | null;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: PgConnection): void;
}

interface PgConnection {
  stream: { cork(): void; uncork(): void };
  parsedStatements: Record<string, string | undefined>;
  parse(config: { text: string; name: string; types: unknown[] }): void;
  bind(config: { portal: string; statement: string; values: unknown[] }): void;
  execute(config: { portal: string; rows: number }): void;
}

const PgQuery = (
  pg as unknown as { Query: new (config: unknown, values?: unknown, callback?: unknown) => PgQueryInternals }
).Query;

/** Statements that may follow their scope change in one message: plain reads and writes, never transaction commands. */
const FUSABLE = /^\s*(?:select|with|insert|update|delete)\b/i;

/**
 * A statement and, before it, the change of scope it needs, sent to PostgreSQL in one write and
 * answered in one round trip (ADR 0027): the extended protocol's Parse/Bind/Execute of the scope
 * statement, then the statement's own messages and a single Sync. Both run in one implicit
 * transaction, so a failed scope change skips the statement (it never runs in the connection's
 * previous scope), and a failed statement takes the scope change back with it (the connection's
 * scope is then unknown). The scope statement's row and completion are not part of the answer.
 */
class ScopeThenStatement extends PgQuery {
  readonly promise: Promise<unknown>;
  private scopeDone = false;
  private readonly scopeValues: [string, string];

  constructor(scope: Scope, config: unknown, values: unknown) {
    let settle: (error: unknown, result?: unknown) => void = () => {};
    const promise = new Promise((resolve, reject) => {
      settle = (error, result) => (error ? reject(error as Error) : resolve(result));
    });
    super(config, values, (error: unknown, result: unknown) => settle(error, result));
    this.promise = promise;
    this.scopeValues = scopeParams(scope);
  }

  override submit(connection: PgConnection): Error | null {
    connection.stream.cork();
    try {
      connection.parse({ text: SCOPE_STATEMENT, name: '', types: [] });
      connection.bind({ portal: '', statement: '', values: this.scopeValues });
      connection.execute({ portal: '', rows: 0 });
      return super.submit(connection);
    } finally {
      connection.stream.uncork();
    }
  }

  override handleDataRow(message: unknown) {
    if (this.scopeDone) super.handleDataRow(message);
  }

  override handleCommandComplete(message: unknown, connection: PgConnection) {
    if (this.scopeDone) super.handleCommandComplete(message, connection);
    else this.scopeDone = true;
  }
}

/** The statement's text, name and values when it can travel with its scope change, else null. */
function fusable(args: unknown[], connection: PgConnection): { config: unknown; values: unknown } | null {
  const [config, values] = args;
  if (typeof config !== 'object' || config === null) return null;
  const { text, name, rows, values: own } = config as PgQueryInternals;
  if (typeof text !== 'string' || !FUSABLE.test(text) || rows) return null;
  const given = values ?? own;
  if (given !== undefined && !Array.isArray(given)) return null;
  // A named statement not yet parsed on this connection: the scope's ParseComplete would be
  // taken for its own (pg notes it as parsed), so it goes the usual way once.
  if (name !== undefined && connection.parsedStatements[name] !== text) return null;
  // A copy: pg writes the callback into the config it is given, and Drizzle reuses a prepared one.
  return { config: { ...config }, values: given };
}

/**
 * A pg client that puts its connection in the scope of each statement before running it, when
 * the connection is in another one. The scope is read when the statement is issued (transactions
 * call their client directly, in the request's async context).
 */
function scopedClientClass(Base: typeof pg.Client): typeof pg.Client {
  return class extends Base {
    private connectionScope = FRESH_CONNECTION_SCOPE;

    override query(...args: any[]): any {
      if (typeof args.at(-1) === 'function') return (super.query as (...a: unknown[]) => unknown)(...args);
      return this.queryIn(currentScope(), args);
    }

    queryIn(scope: Scope, args: unknown[]): Promise<unknown> {
      const run = () => {
        const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
        const pending = (super.query as (...a: unknown[]) => Promise<unknown>)(...args);
        if (isRollback(text)) this.connectionScope = UNKNOWN_SCOPE;
        return pending;
      };
      const key = scopeKey(scope);
      if (key === this.connectionScope) return run();
      const connection = (this as unknown as { connection: PgConnection }).connection;
      const fused = fusable(args, connection);
      if (fused) {
        const query = new ScopeThenStatement(scope, fused.config, fused.values);
        this.connectionScope = key;
        (super.query as (q: unknown) => unknown)(query);
        return query.promise.catch((error: unknown) => {
          this.connectionScope = UNKNOWN_SCOPE;
          throw error;
        });
      }
      this.connectionScope = key;
      // Queued before the statement, which waits for it: a failed scope change fails the statement.
      const scoped = (super.query as (...a: unknown[]) => Promise<unknown>)(SCOPE_STATEMENT, scopeParams(scope));
      return scoped.then(run, (error: unknown) => {
        this.connectionScope = UNKNOWN_SCOPE;
        throw error;
      });
    }
  } as unknown as typeof pg.Client;
}

/** The connection a scope's statements share while they follow one another (ADR 0023). */
interface Pin {
  client: Promise<ScopedPgClient>;
  /** Statements sent and not yet answered. */
  busy: number;
  /** The release planned once the scope's code has run after the last answer. */
  release: NodeJS.Immediate | null;
  /** A failure that broke the connection: dropped instead of returned to the pool. */
  broken: Error | null;
  /** The last statement sent: the next waits for it (one statement at a time per connection, as pg 9 requires). */
  tail: Promise<unknown>;
}

/**
 * pg's own Pool.query hands the statement to a client in a callback that may run in another
 * request's async context (the one that released the client): the scope is read here instead.
 *
 * The statements of one scope (a request, a withAssociation/asService call) share one connection
 * while they follow one another: on another connection each would first have to be put in the
 * scope (one more statement, a round trip, PostgreSQL's time), since with many associations the
 * next idle connection is almost never in the right one. The connection is kept only while a
 * statement is in flight and until the code that reads its answer has run (setImmediate: after
 * every promise continuation, before any other I/O): a scope never holds one while it waits for
 * anything else, so a request that also opens a transaction (pool.connect) cannot starve the pool.
 * Each statement is still put in its own scope by queryIn: what it may see is unchanged.
 */
class ScopedPool extends pg.Pool {
  private readonly pins = new WeakMap<object, Pin>();

  override query(...args: any[]): any {
    if (typeof args.at(-1) === 'function') return (super.query as (...a: unknown[]) => unknown)(...args);
    const scope = currentScope();
    const owner = currentScopeOwner();
    if (!owner) return this.unpinned(scope, args);
    let pin = this.pins.get(owner);
    if (!pin) {
      const client = this.connect() as Promise<ScopedPgClient>;
      const fresh: Pin = { client, busy: 0, release: null, broken: null, tail: client };
      // A failed checkout fails the statements waiting for it; the next one tries again.
      fresh.client.catch(() => this.pins.get(owner) === fresh && this.pins.delete(owner));
      this.pins.set(owner, fresh);
      pin = fresh;
    } else if (pin.release) {
      clearImmediate(pin.release);
      pin.release = null;
    }
    const held = pin;
    held.busy++;
    const settle = () => {
      if (--held.busy > 0) return;
      const done = (client: ScopedPgClient) => {
        if (this.pins.get(owner) === held) this.pins.delete(owner);
        client.release(held.broken ?? undefined);
      };
      if (held.broken) held.client.then(done, () => {});
      else held.release = setImmediate(() => held.client.then(done, () => {}));
    };
    const turn = held.tail.then(
      () => held.client,
      () => held.client,
    );
    const result = turn.then(
      async (client) => {
        try {
          const answer = await client.queryIn(scope, args);
          settle();
          return answer;
        } catch (error) {
          // A refusal from the server leaves the connection usable; anything else drops it.
          if (typeof (error as { code?: unknown }).code !== 'string') {
            held.broken = error as Error;
            if (this.pins.get(owner) === held) this.pins.delete(owner);
          }
          settle();
          throw error;
        }
      },
      (error: unknown) => {
        held.busy--;
        throw error;
      },
    );
    held.tail = result.catch(() => {});
    return result;
  }

  /** A statement outside any scope's record: a connection of its own, returned at once. */
  private unpinned(scope: Scope, args: unknown[]): Promise<unknown> {
    return this.connect().then(async (client) => {
      try {
        const result = await (client as ScopedPgClient).queryIn(scope, args);
        client.release();
        return result;
      } catch (error) {
        // A refusal from the server leaves the connection usable; anything else drops it.
        client.release(typeof (error as { code?: unknown }).code === 'string' ? undefined : (error as Error));
        throw error;
      }
    });
  }
}

/**
 * The embedded database is one connection shared by every request: setting its scope and running
 * the statement must not interleave with another request's, so both happen under one lock, and a
 * transaction holds it to its end (PGlite already runs one transaction at a time).
 */
function scopePglite(client: PGlite): PGlite {
  let connectionScope = FRESH_CONNECTION_SCOPE;
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work, work);
    queue = result.catch(() => {});
    return result;
  };
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  type Runner = (text: string, params?: unknown[]) => Promise<unknown>;
  const enter = async (scope: Scope, run: Runner) => {
    const key = scopeKey(scope);
    if (key === connectionScope) return;
    connectionScope = UNKNOWN_SCOPE;
    await run(SCOPE_STATEMENT, scopeParams(scope));
    connectionScope = key;
  };
  const scoped = Object.create(client) as PGlite;
  scoped.query = ((text: string, params?: unknown[], options?: unknown) => {
    const scope = currentScope();
    return exclusive(async () => {
      await enter(scope, query as Runner);
      const result = await (query as (...a: unknown[]) => Promise<unknown>)(text, params, options);
      if (isRollback(text)) connectionScope = UNKNOWN_SCOPE;
      return result;
    });
  }) as PGlite['query'];
  scoped.transaction = ((callback: (tx: unknown) => Promise<unknown>) =>
    exclusive(() =>
      transaction(async (tx) => {
        const txQuery = tx.query.bind(tx);
        const scopedTx = Object.create(tx) as typeof tx;
        scopedTx.query = (async (text: string, params?: unknown[], options?: unknown) => {
          // SET TRANSACTION must be the transaction's first statement: the scope follows it.
          if (!/^\s*set\s+transaction\b/i.test(text)) await enter(currentScope(), txQuery as Runner);
          const result = await (txQuery as (...a: unknown[]) => Promise<unknown>)(text, params, options);
          if (isRollback(text)) connectionScope = UNKNOWN_SCOPE;
          return result;
        }) as typeof tx.query;
        return callback(scopedTx);
      }).catch((error: unknown) => {
        // PGlite rolled back: the settings made inside are gone.
        connectionScope = UNKNOWN_SCOPE;
        throw error;
      }),
    )) as PGlite['transaction'];
  return scoped;
}
