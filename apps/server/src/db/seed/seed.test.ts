import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { build, suiteCleanup } from '../../test/helpers.js';
import { seedBench } from './bench.js';

const cleanup = suiteCleanup();

/**
 * What contradicts a member's 'Inscrit le' (createdAt): a contribution recorded before it, or
 * for a month before the month she joined (Douala), or a share of a withdrawal validated before.
 */
async function beforeJoining(db: Executor) {
  const rows = (
    (await db.execute(sql`
      select m.id, m.created_at as joined, t.annee, t.mois, t.created_at as paid
      from transactions t join membres m on m.id = t.membre_id
      where t.created_at < m.created_at
         or t.annee * 12 + t.mois < extract(year from m.created_at + interval '1 hour') * 12
                                    + extract(month from m.created_at + interval '1 hour')
      limit 5`)) as unknown as { rows: unknown[] }
  ).rows;
  const shares = (
    (await db.execute(sql`
      select p.membre_id, s.validated_at from sortie_parts p
      join sorties s on s.id = p.sortie_id join membres m on m.id = p.membre_id
      where s.validated_at < m.created_at limit 5`)) as unknown as { rows: unknown[] }
  ).rows;
  return { rows, shares };
}

describe('seeded members joined before they paid ("Inscrit le", issue 20)', () => {
  it('demo: no contribution and no share dated before the member’s registration; joins spread over the years', async () => {
    const h = await build(cleanup);
    const found = await beforeJoining(h.db);
    assert.deepEqual(found.rows, [], JSON.stringify(found.rows));
    assert.deepEqual(found.shares, [], JSON.stringify(found.shares));
    const years = (
      (await h.db.execute(
        sql`select count(distinct extract(year from created_at))::int as n, min(created_at) as first from membres`,
      )) as unknown as { rows: Array<{ n: number; first: string }> }
    ).rows[0]!;
    assert.ok(years.n >= 3, `members joined in ${years.n} different years`);
    assert.ok(new Date(years.first).getUTCFullYear() <= 2021, 'the founders joined when the payments began');
  });

  it('bench: the same', async () => {
    const h = await build(cleanup, { demo: false });
    await seedBench(h.db, { members: 300, years: 3, now: new Date('2026-05-15T10:00:00Z') });
    const found = await beforeJoining(h.db);
    assert.deepEqual(found.rows, [], JSON.stringify(found.rows));
    assert.deepEqual(found.shares, [], JSON.stringify(found.shares));
  });
});
