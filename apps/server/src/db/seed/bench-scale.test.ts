import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { build, suiteCleanup } from '../../test/helpers.js';
import { seedScale } from './bench.js';

const cleanup = suiteCleanup();

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The scale bench's seed (issue 22): many associations in set-based SQL, whose data must be
 * what the application would have written, or the bench measures something else.
 */
describe('bench:seed --associations: many associations whose data holds together', () => {
  it('each association with its officers, members of every status, money and totals that agree; logins open the right association; a filled database is refused', async () => {
    const h = await build(cleanup, { demo: false });
    const size = { associations: 12, members: 20, years: 3, large: 1, largeMembers: 120 };
    const counts = await seedScale(h.db, { ...size, now: new Date('2026-05-15T10:00:00Z') });
    assert.equal(counts.associations, 13);
    assert.equal(counts.membres, 12 * 20 + 120);
    assert.ok(counts.cotisations! > 12 * 20 * 20, `${counts.cotisations} cotisations`);

    // The monthly totals are the contributions' sums, association by association.
    const drift = await rows(
      h.db,
      sql`select * from (select association_id, cotisation_id, annee, mois, sum(montant) as s from transactions
            group by 1, 2, 3, 4) t full join totaux_mensuels m using (association_id, cotisation_id, annee, mois)
          where t.s is distinct from m.montant limit 3`,
    );
    assert.deepEqual(drift, []);

    // Every association: one Président and one Secrétaire, active, with a password; several blocks, both sexes.
    const shape = await rows<{ id: number; presidents: number; secretaires: number; blocs: number; sexes: number }>(
      h.db,
      sql`select a.id,
            count(*) filter (where r.code = 'president' and m.statut = 'Actif' and p.password_hash is not null)::int as presidents,
            count(*) filter (where r.code = 'secretaire' and m.statut = 'Actif' and p.password_hash is not null)::int as secretaires,
            count(distinct m.bloc)::int as blocs, count(distinct m.sexe)::int as sexes
          from associations a join membres m on m.association_id = a.id join roles r on r.id = m.role_id
          join personnes p on p.id = m.personne_id group by a.id order by a.id`,
    );
    assert.equal(shape.length, 13);
    for (const a of shape) assert.deepEqual([a.presidents, a.secretaires, a.sexes], [1, 1, 2], JSON.stringify(a));
    assert.ok(shape.every((a) => a.blocs >= 3));

    // No contribution before its member joined, none in the future; a share only to who had joined.
    const [early] = await rows<{ payments: number; shares: number; future: number }>(
      h.db,
      sql`select
            (select count(*) from transactions t join membres m on m.association_id = t.association_id and m.id = t.membre_id
             where t.created_at < m.created_at or t.annee * 12 + t.mois <
               extract(year from m.created_at + interval '1 hour') * 12 + extract(month from m.created_at + interval '1 hour'))::int as payments,
            (select count(*) from sortie_parts p join membres m on m.association_id = p.association_id and m.id = p.membre_id
             join sorties s on s.association_id = p.association_id and s.id = p.sortie_id where s.validated_at < m.created_at)::int as shares,
            (select count(*) from transactions where created_at > '2026-05-15T10:00:00Z')::int as future`,
    );
    assert.deepEqual(early, { payments: 0, shares: 0, future: 0 });

    // A validated withdrawal's count of persons is its shares; every status of withdrawals, requests and members.
    const [shares] = await rows<{ wrong: number }>(
      h.db,
      sql`select count(*)::int as wrong from sorties s where s.statut = 'Valide' and s.nbr_personnes <>
            (select count(*) from sortie_parts p where p.association_id = s.association_id and p.sortie_id = s.id)`,
    );
    assert.equal(shares!.wrong, 0);
    const statuses = await rows<{ what: string; statut: string }>(
      h.db,
      sql`select distinct 'sortie' as what, statut from sorties union select distinct 'demande', statut from demandes_modification
          union select distinct 'membre', statut from membres order by 1, 2`,
    );
    assert.deepEqual(
      statuses.map((s) => `${s.what}:${s.statut}`),
      [
        'demande:En cours',
        'demande:Rejetee',
        'demande:Valide',
        'membre:Actif',
        'membre:En Attente',
        'membre:Inactif',
        'membre:Suspendu',
        'sortie:En cours',
        'sortie:Rejetee',
        'sortie:Valide',
      ],
    );

    // One person in two associations; the Secrétaire of association 5 signs in there.
    const [shared] = await rows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from (select personne_id from membres group by 1 having count(*) > 1) x`,
    );
    assert.ok(shared!.n >= 1);
    const [secretary] = await rows<{ telephone: string }>(
      h.db,
      sql`select m.telephone from membres m join roles r on r.id = m.role_id where m.association_id = 5 and r.code = 'secretaire'`,
    );
    const token = await h.login(secretary!.telephone);
    assert.match(token, /^5\./);
    const totals = await h.request('GET', '/cotisation/totals', { token });
    assert.equal(totals.status, 200);

    // The monthly reminders of the seeded months count as sent: a server start does not send them again.
    const [reminders] = await rows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from job_runs where job = 'rappel-mensuel' and period = '2026-05'`,
    );
    assert.equal(reminders!.n, 13);

    await assert.rejects(seedScale(h.db, size), /déjà 360 membre\(s\).*--force/);
  });
});
