import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from './client.js';
import { APP_ROLE } from './scope.js';
import { createTestDatabase } from '../test/database.js';

/**
 * The rule a PostgreSQL sharded by association_id (Citus) imposes, read from the catalog of the
 * migrated database (issue 21, ADR 0015): a table added or changed without it fails here, not
 * on the day the data has to move to several servers.
 *
 * The only tables without association_id. Each is small, the same for every association, and
 * read before an association is known; in Citus they would be reference tables (copied to every
 * node), which may be the target of a foreign key from a sharded table, never the source of one.
 */
const GLOBAL_TABLES: Record<string, string> = {
  associations: 'the root itself: one row per association, read to find an address (slug) before any scope exists',
  personnes:
    'one person across the service: one phone and one password for all their memberships (the membership, with role and status, is a membres row)',
  roles: 'reference data: the same list of roles for every association, their ids part of the API',
  caisses: 'reference data: the three funds, ids 1, 2, 3 part of the API, the same in every association',
  creations_association:
    "a founder's request before its association exists (issue 22): the service's, read by the service scope only",
  codes_invitation: 'invitation codes of the whole service, created by the operator (issue 22)',
  parametres_service: 'settings of the whole service (creation mode), changed by the operator (issue 22)',
  journal_operateur:
    'what the operators did, across associations; names an association by id and slug, without a key, so it outlives a deleted one',
};

/** What the issue names as an association's data: a table missing from the catalog's list is a gap. */
const NAMED_IN_THE_ISSUE = [
  'membres',
  'membre_cotisations',
  'transactions',
  'totaux_mensuels',
  'sorties',
  'sortie_parts',
  'demandes_modification',
  'demandes_bureau',
  'notifications',
  'documents',
  'parametres',
  'audit_log',
  'sessions',
  'codes_sms',
  'sms_outbox',
  'rate_limits',
  'idempotency_keys',
  'job_runs',
];

const SCOPE_FUNCTION = 'quartier_association_courante()';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function query<T>(db: Executor, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

/** node-postgres reads name[] as an array, PGlite too; a null aggregate stays null. */
const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

interface CatalogReport {
  associationTables: string[];
  violations: string[];
}

/**
 * Every public table outside `globalTables` must follow the rule; every table inside must really
 * be global. Returns one message per breach, naming the table (or the role).
 */
async function checkAssociationRule(db: Executor, globalTables: Record<string, string>): Promise<CatalogReport> {
  const violations: string[] = [];
  const tables = await query<{ name: string; rls: boolean; forced: boolean; owner: string }>(
    db,
    sql`select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
               pg_get_userbyid(c.relowner) as owner
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const columns = await query<{ table: string; type: string; nullable: string; default: string | null }>(
    db,
    sql`select table_name as "table", data_type as type, is_nullable as nullable, column_default as "default"
        from information_schema.columns where table_schema = 'public' and column_name = 'association_id'`,
  );
  // Key columns only (not INCLUDE ones), in order; an expression has no name and does not count.
  const uniques = await query<{ table: string; index: string; primary: boolean; columns: unknown }>(
    db,
    sql`select t.relname as "table", ic.relname as index, i.indisprimary as primary,
               (select array_agg(a.attname::text order by k.pos)
                  from unnest(i.indkey::int2[]) with ordinality as k(attnum, pos)
                  join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                 where k.pos <= i.indnkeyatts) as columns
        from pg_index i join pg_class ic on ic.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
        where i.indisunique and t.relnamespace = 'public'::regnamespace and t.relkind in ('r', 'p')`,
  );
  const foreignKeys = await query<{
    name: string;
    source: string;
    target: string;
    columns: unknown;
    foreign_columns: unknown;
  }>(
    db,
    sql`select con.conname as name, src.relname as source, dst.relname as target,
               (select array_agg(a.attname::text order by k.pos) from unnest(con.conkey) with ordinality as k(attnum, pos)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
               (select array_agg(a.attname::text order by k.pos) from unnest(con.confkey) with ordinality as k(attnum, pos)
                  join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as foreign_columns
        from pg_constraint con join pg_class src on src.oid = con.conrelid join pg_class dst on dst.oid = con.confrelid
        where con.contype = 'f' and src.relnamespace = 'public'::regnamespace`,
  );
  const policies = await query<{
    table: string;
    name: string;
    command: string;
    permissive: boolean;
    using: string | null;
    check: string | null;
    roles: unknown;
  }>(
    db,
    sql`select t.relname as "table", p.polname as name, p.polcmd::text as command, p.polpermissive as permissive,
               pg_get_expr(p.polqual, p.polrelid) as using, pg_get_expr(p.polwithcheck, p.polrelid) as check,
               (select array_agg(case when r = 0 then 'public' else pg_get_userbyid(r)::text end) from unnest(p.polroles) r) as roles
        from pg_policy p join pg_class t on t.oid = p.polrelid where t.relnamespace = 'public'::regnamespace`,
  );
  const [role] = await query<{ bypass: boolean; superuser: boolean }>(
    db,
    sql`select rolbypassrls as bypass, rolsuper as superuser from pg_roles where rolname = ${APP_ROLE}`,
  );

  const present = new Set(tables.map((t) => t.name));
  const associationTables = tables.map((t) => t.name).filter((name) => !(name in globalTables));
  const isAssociationTable = (name: string) => present.has(name) && !(name in globalTables);
  const mentionsScope = (expression: string | null) => expression?.includes(SCOPE_FUNCTION) ?? false;

  for (const table of tables) {
    const column = columns.find((c) => c.table === table.name);
    if (table.name in globalTables) {
      // The list stays honest: a "global" table holding association data would escape every rule here.
      if (column) violations.push(`table "${table.name}": listed as global but has an association_id column`);
      if (table.rls) violations.push(`table "${table.name}": listed as global but has Row-Level Security on`);
      continue;
    }
    if (!column) {
      violations.push(`table "${table.name}": no association_id column`);
    } else {
      if (column.type !== 'integer')
        violations.push(`table "${table.name}": association_id is ${column.type}, not integer`);
      if (column.nullable !== 'NO') violations.push(`table "${table.name}": association_id may be null`);
      // Inserts name no association: the database takes the transaction's (and RLS refuses another).
      if (!mentionsScope(column.default))
        violations.push(
          `table "${table.name}": association_id defaults to ${column.default ?? 'nothing'}, not ${SCOPE_FUNCTION}`,
        );
    }

    const own = uniques.filter((u) => u.table === table.name);
    const primary = own.find((u) => u.primary);
    if (!primary) violations.push(`table "${table.name}": no primary key`);
    else if (list(primary.columns)[0] !== 'association_id')
      violations.push(
        `table "${table.name}": primary key ${primary.index} (${list(primary.columns).join(', ')}) does not start with association_id`,
      );
    for (const unique of own.filter((u) => !u.primary))
      if (!list(unique.columns).includes('association_id'))
        violations.push(
          `table "${table.name}": unique index ${unique.index} (${list(unique.columns).join(', ') || 'expression'}) does not include association_id`,
        );

    if (!table.rls) violations.push(`table "${table.name}": Row-Level Security not enabled`);
    if (!table.forced) violations.push(`table "${table.name}": Row-Level Security not forced`);
    if (table.owner === APP_ROLE)
      violations.push(`table "${table.name}": owned by ${APP_ROLE}, which could switch its Row-Level Security off`);
    const ownPolicies = policies.filter((p) => p.table === table.name);
    const scoping = ownPolicies.filter(
      (p) =>
        p.command === '*' &&
        mentionsScope(p.using) &&
        (p.check === null || mentionsScope(p.check)) &&
        list(p.roles).some((r) => r === 'public' || r === APP_ROLE),
    );
    if (scoping.length === 0)
      violations.push(`table "${table.name}": no policy for every command scoping rows with ${SCOPE_FUNCTION}`);
    // Permissive policies add up (OR): one that does not scope would open the others' rows.
    for (const policy of ownPolicies.filter((p) => p.permissive))
      if (!mentionsScope(policy.using) || (policy.check !== null && !mentionsScope(policy.check)))
        violations.push(`table "${table.name}": permissive policy ${policy.name} does not scope by ${SCOPE_FUNCTION}`);
  }

  for (const key of foreignKeys) {
    const columns = list(key.columns);
    const foreignColumns = list(key.foreign_columns);
    if (!isAssociationTable(key.target)) continue; // to a global table: a reference table, allowed
    if (!isAssociationTable(key.source)) {
      violations.push(`table "${key.source}": global, but its foreign key ${key.name} points into "${key.target}"`);
      continue;
    }
    // association_id on both sides, paired: the row and its parent are on the same shard.
    const paired = columns.some((column, i) => column === 'association_id' && foreignColumns[i] === 'association_id');
    if (!paired)
      violations.push(
        `table "${key.source}": foreign key ${key.name} (${columns.join(', ')}) -> ${key.target} (${foreignColumns.join(', ')}) does not pair association_id with association_id`,
      );
  }

  for (const name of Object.keys(globalTables))
    if (!present.has(name)) violations.push(`table "${name}": listed as global but does not exist`);

  if (!role) violations.push(`role ${APP_ROLE}: does not exist`);
  else {
    if (role.bypass) violations.push(`role ${APP_ROLE}: has BYPASSRLS`);
    if (role.superuser) violations.push(`role ${APP_ROLE}: is a superuser (which bypasses Row-Level Security)`);
  }
  return { associationTables, violations };
}

let handle: DatabaseHandle;
before(async () => {
  handle = await createTestDatabase();
});
after(async () => {
  await handle?.close();
});

describe(`every association table follows the sharding rule (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('after the migrations, no table breaks it and the global exceptions are really global', async () => {
    const report = await checkAssociationRule(handle.db, GLOBAL_TABLES);
    assert.deepEqual(report.violations, []);
    for (const table of NAMED_IN_THE_ISSUE)
      assert.ok(report.associationTables.includes(table), `${table} is checked as an association table`);
  });

  it('the scope function reads the transaction’s app.association_id, null when unset', async () => {
    const scoped = () => query<{ id: number | null }>(handle.db, sql`select quartier_association_courante() as id`);
    assert.deepEqual(await scoped(), [{ id: null }]);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.association_id', '42', true)`);
      assert.deepEqual(await query(tx, sql`select quartier_association_courante() as id`), [{ id: 42 }]);
    });
    assert.deepEqual(await scoped(), [{ id: null }], 'gone with the transaction');
  });

  it('fails, naming the table, when a table is added without the rule', async () => {
    // Created in the migrated database, checked by the same function, dropped after.
    for (const statement of [
      'create table essai_sans_association (id serial primary key, code text unique)',
      `create table essai_mal_cle (
         association_id integer not null default quartier_association_courante(),
         id serial,
         code text,
         membre_id integer,
         primary key (id, association_id),
         constraint essai_mal_cle_code_unique unique (code),
         constraint essai_mal_cle_membre_fk foreign key (membre_id, association_id) references membres (association_id, id))`,
      'alter table essai_mal_cle enable row level security',
      'create policy essai_mal_cle_tout on essai_mal_cle using (true)',
      `create table essai_global_mal_lie (id serial primary key, membre_id integer, association_id_ integer,
         constraint essai_global_mal_lie_fk foreign key (association_id_, membre_id) references membres (association_id, id))`,
    ])
      await handle.db.execute(sql.raw(statement));
    try {
      const { violations } = await checkAssociationRule(handle.db, { ...GLOBAL_TABLES, essai_global_mal_lie: 'test' });
      const about = (table: string) => violations.filter((v) => v.startsWith(`table "${table}"`));
      assert.deepEqual(
        about('essai_sans_association'),
        [
          'table "essai_sans_association": no association_id column',
          'table "essai_sans_association": primary key essai_sans_association_pkey (id) does not start with association_id',
          'table "essai_sans_association": unique index essai_sans_association_code_key (code) does not include association_id',
          'table "essai_sans_association": Row-Level Security not enabled',
          'table "essai_sans_association": Row-Level Security not forced',
          `table "essai_sans_association": no policy for every command scoping rows with ${SCOPE_FUNCTION}`,
        ],
        violations.join('\n'),
      );
      assert.deepEqual(
        about('essai_mal_cle'),
        [
          'table "essai_mal_cle": primary key essai_mal_cle_pkey (id, association_id) does not start with association_id',
          'table "essai_mal_cle": unique index essai_mal_cle_code_unique (code) does not include association_id',
          'table "essai_mal_cle": Row-Level Security not forced',
          `table "essai_mal_cle": no policy for every command scoping rows with ${SCOPE_FUNCTION}`,
          `table "essai_mal_cle": permissive policy essai_mal_cle_tout does not scope by ${SCOPE_FUNCTION}`,
          // association_id is on both sides but paired with id: rows and parents on different shards.
          'table "essai_mal_cle": foreign key essai_mal_cle_membre_fk (membre_id, association_id) -> membres (association_id, id) does not pair association_id with association_id',
        ],
        violations.join('\n'),
      );
      assert.deepEqual(about('essai_global_mal_lie'), [
        'table "essai_global_mal_lie": global, but its foreign key essai_global_mal_lie_fk points into "membres"',
      ]);
      // Nothing else: the committed tables still pass.
      assert.equal(violations.length, 13, violations.join('\n'));

      const dishonest = await checkAssociationRule(handle.db, {
        ...GLOBAL_TABLES,
        membres: 'test',
        nulle_part: 'test',
      });
      assert.ok(
        dishonest.violations.includes('table "membres": listed as global but has an association_id column') &&
          dishonest.violations.includes('table "membres": listed as global but has Row-Level Security on') &&
          dishonest.violations.includes('table "nulle_part": listed as global but does not exist'),
        dishonest.violations.join('\n'),
      );
    } finally {
      await handle.db.execute(
        sql.raw('drop table if exists essai_sans_association, essai_mal_cle, essai_global_mal_lie'),
      );
    }
    assert.deepEqual((await checkAssociationRule(handle.db, GLOBAL_TABLES)).violations, []);
  });
});
