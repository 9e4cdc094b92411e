import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client.js';
import { asService, withAssociation } from './scope.js';
import { createDemoDatabase } from '../test/database.js';

/**
 * A connection changes scope before a statement of another association (ADR 0023); on PostgreSQL
 * the change travels in the same message as the statement (ADR 0027). Many statements of several
 * scopes, interleaved on the pool's connections, each with failures among them: every statement
 * must run in its own scope, and a failure must never leave the next one in the wrong scope.
 */

type Seen = { association: string; role: string; members: number; strangers: number };

let handle: DatabaseHandle;
let db: Database;
let A: number;
let B: number;
const membersOf = new Map<number, number>();

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** What a statement without any filter sees of the connection's scope. */
async function look(expected: number): Promise<Seen> {
  const [row] = rowsOf<Seen>(
    await db.execute(sql`select current_setting('app.association_id', true) as association,
                                current_user as role,
                                (select count(*)::int from membres) as members,
                                (select count(*)::int from membres where association_id <> ${expected}) as strangers`),
  );
  return row!;
}

async function lookIn(associationId: number) {
  const seen = await withAssociation(associationId, () => look(associationId));
  assert.equal(seen.association, String(associationId), 'the scope of its association');
  assert.equal(seen.strangers, 0, "no other association's member");
  assert.equal(seen.members, membersOf.get(associationId), 'every member of its association');
  assert.notEqual(seen.role, 'postgres', 'the application role, not the owner');
}

async function failIn(associationId: number) {
  await assert.rejects(
    withAssociation(associationId, () => db.execute(sql`select 1 / (count(*) - count(*)) from membres`)),
    // Drizzle wraps the database's error; its cause is PostgreSQL's own.
    (error: Error) => /division by zero/.test(`${error.message} ${(error.cause as Error | undefined)?.message}`),
  );
}

before(async () => {
  ({ handle, A, B } = await createDemoDatabase());
  db = handle.db;
  for (const id of [A, B]) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from membres where association_id = ${id}`),
    );
    membersOf.set(id, row!.n);
  }
  assert.notEqual(membersOf.get(A), membersOf.get(B), 'two associations told apart by their member counts');
});

after(async () => handle?.close());

describe(`a connection's scope follows each statement (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('300 statements of two associations and the service, interleaved in parallel, each in its own scope', async () => {
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 300; i += 1) {
      if (i % 3 === 0) work.push(lookIn(A));
      else if (i % 3 === 1) work.push(lookIn(B));
      else
        work.push(
          asService(async () => {
            const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from membres`));
            assert.equal(row!.n, membersOf.get(A)! + membersOf.get(B)!, 'the service sees every association');
          }),
        );
    }
    await Promise.all(work);
  });

  it('a failed statement never leaves the next statement of another association in its scope', async () => {
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 120; i += 1) {
      const [failing, reading] = i % 2 === 0 ? [A, B] : [B, A];
      work.push(failIn(failing).then(() => lookIn(reading)));
      work.push(lookIn(failing));
    }
    await Promise.all(work);
  });

  it('a statement prepared under a name switches scope like any other', async () => {
    const named = db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`membres`)
      .prepare('essai_portee_nommee');
    for (let round = 0; round < 40; round += 1) {
      const [inA, inB] = await Promise.all([
        withAssociation(A, () => named.execute()),
        withAssociation(B, () => named.execute()),
      ]);
      assert.equal(inA[0]!.n, membersOf.get(A));
      assert.equal(inB[0]!.n, membersOf.get(B));
    }
  });
});
