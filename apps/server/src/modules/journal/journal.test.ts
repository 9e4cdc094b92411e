import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { desc, eq, sql } from 'drizzle-orm';
import { auditLog, members } from '../../db/schema.js';
import { asService, withAssociation } from '../../db/scope.js';
import { build, DEMO_LOGINS, type Harness, suiteCleanup } from '../../test/helpers.js';
import { DEMO_ROLE_LOGINS } from '../../db/seed/demo.js';

/**
 * The staff's journal (issue 26): the Secrétaire writes, the Commissaire aux comptes reads what
 * was written, in French, with before and after; nobody changes it, not even the server's role.
 */
const cleanup = suiteCleanup();
let h: Harness;
let secretaire: string;
let commissaire: string;
let membre: string;
let memberId: number;
let secretaireId: number;

const nbsp = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

before(async () => {
  h = await build(cleanup);
  h.clock.set(new Date('2026-03-20T10:00:00Z'));
  secretaire = await h.login(DEMO_LOGINS.secretaire);
  commissaire = await h.login(DEMO_ROLE_LOGINS.commissaire_aux_comptes);
  membre = await h.login(DEMO_LOGINS.membre);
  const byPhone = async (telephone: string) =>
    (await withAssociation(1, () => h.db.select().from(members).where(eq(members.telephone, telephone))))[0]!;
  memberId = (await byPhone(DEMO_LOGINS.membre)).id;
  secretaireId = (await byPhone(DEMO_LOGINS.secretaire)).id;
});

const journal = (query: string, token = commissaire) => h.request('GET', `/journal${query}`, { token });

describe('GET journal', () => {
  it('shows the Commissaire aux comptes the contribution the Secrétaire just recorded, before and after', async () => {
    const before = await journal(`?membre=${memberId}&type=cotisation`);
    assert.equal(before.status, 200, JSON.stringify(before.body));
    const paid = await h.request('POST', '/cotisation/transaction', {
      token: secretaire,
      body: { idUser: memberId, montant: 5000, cotisation: 3, mois: 3, annee: 2026 },
    });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    const again = await h.request('POST', '/cotisation/transaction', {
      token: secretaire,
      body: { idUser: memberId, montant: 1500, cotisation: 3, mois: 3, annee: 2026 },
    });
    assert.equal(again.status, 200);

    const res = await journal(`?membre=${memberId}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [latest, previous] = res.body.entrees;
    assert.equal(latest.type, 'cotisation');
    assert.equal(latest.membre.id, memberId);
    assert.deepEqual(latest.caisse, { id: 3, nom: 'Cotisation Mensuelle' });
    assert.equal(latest.auteur.id, secretaireId);
    assert.equal(latest.auteur.role, 'Secrétaire');
    assert.match(
      nbsp(latest.resume),
      new RegExp(`^Cotisation de 1 500 XAF pour Mars 2026 \\(Cotisation Mensuelle\\) enregistrée pour `),
    );
    // The month's total as it stood before each payment, and after it.
    const beforeFirst = nbsp(previous.changements[0].avant);
    assert.equal(previous.changements[0].champ, 'Total versé pour Mars 2026');
    const base = Number(beforeFirst.replace(/\D/g, ''));
    assert.equal(
      nbsp(previous.changements[0].apres),
      `${(base + 5000).toLocaleString('fr-FR').replace(/\s/g, ' ')} XAF`,
    );
    assert.deepEqual(
      latest.changements.map((c: { avant: string; apres: string }) => [nbsp(c.avant), nbsp(c.apres)]),
      [[nbsp(previous.changements[0].apres), `${(base + 6500).toLocaleString('fr-FR').replace(/\s/g, ' ')} XAF`]],
    );
    assert.ok(res.body.total >= before.body.total + 2);
  });

  it('words a member status change in French, before → after, and never shows logins', async () => {
    const res = await h.request('PUT', `/user/updateStatus/${memberId}`, {
      token: secretaire,
      body: { statut: 'Suspendu' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    await h.request('PUT', `/user/updateStatus/${memberId}`, { token: secretaire, body: { statut: 'Actif' } });
    const page = await journal(`?membre=${memberId}&type=membre&pageSize=2`);
    assert.equal(page.status, 200);
    const [reactivated, suspended] = page.body.entrees;
    assert.match(suspended.resume, /^Statut de .+ changé$/);
    assert.deepEqual(suspended.changements, [{ champ: 'Statut', avant: 'Actif', apres: 'Suspendu' }]);
    assert.deepEqual(reactivated.changements, [{ champ: 'Statut', avant: 'Suspendu', apres: 'Actif' }]);
    const all = await journal('?pageSize=100');
    const logins = await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.login'));
    assert.ok(logins[0]!.n > 0);
    assert.ok(all.body.entrees.every((e: { resume: string }) => !/connexion|auth\./i.test(e.resume)));
  });

  it('filters by kind, fund, author and period, and pages on the server with a total', async () => {
    const cotisations = await journal(`?type=cotisation&caisse=3&auteur=${secretaireId}&pageSize=1`);
    assert.equal(cotisations.status, 200);
    assert.ok(cotisations.body.total >= 2);
    assert.equal(cotisations.body.entrees.length, 1);
    assert.equal(cotisations.body.pageSize, 1);
    const second = await journal(`?type=cotisation&caisse=3&auteur=${secretaireId}&pageSize=1&page=2`);
    assert.ok(second.body.entrees[0].id < cotisations.body.entrees[0].id, 'newest first');
    const solidarity = await journal(`?type=cotisation&caisse=1&membre=${memberId}`);
    assert.ok(solidarity.body.entrees.every((e: { caisse: { id: number } }) => e.caisse.id === 1));
    // Entries are dated by the database when written: today, in Douala.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala' }).format(new Date());
    const period = await journal(`?du=${today}&au=${today}&membre=${memberId}`);
    const all = await journal(`?membre=${memberId}`);
    assert.ok(period.body.total >= 4);
    assert.equal(period.body.total, all.body.total);
    const tomorrow = new Date(`${today}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const later = await journal(`?du=${tomorrow.toISOString().slice(0, 10)}&membre=${memberId}`);
    assert.equal(later.body.total, 0);
    const earlier = await journal(`?au=2021-01-01&membre=${memberId}`);
    assert.equal(earlier.body.total, 0);
  });

  it('refuses bad filters with a French message and a 400, never a 500', async () => {
    const cases: Array<[string, RegExp]> = [
      ['?du=2026-02-30', /Du : une date AAAA-MM-JJ qui existe/],
      ['?du=hier', /Du : une date/],
      ['?du=2026-03-10&au=2026-03-01', /La date de fin \(au\) précède la date de début \(du\)/],
      ['?caisse=7', /Caisse invalide/],
      ['?membre=-3', /Membre : identifiant invalide/],
      ['?auteur=abc', /Auteur : identifiant invalide/],
      ['?type=login', /Type inconnu/],
      ['?pageSize=1000', /Au plus 100 écritures par page/],
      ['?page=0', /Page invalide/],
      ['?tri=asc', /./],
    ];
    for (const [query, message] of cases) {
      const res = await journal(query);
      assert.equal(res.status, 400, `${query}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.status, 'error');
      assert.match(res.body.msg, message, query);
    }
    const exported = await h.request('GET', '/journal/export?caisse=9', { token: commissaire });
    assert.equal(exported.status, 400);
  });

  it('is for staff only: a Membre gets 403, a caller without session 401', async () => {
    // Her sessions ended when she was suspended above.
    membre = await h.login(DEMO_LOGINS.membre);
    for (const path of ['/journal', '/journal/export']) {
      assert.equal((await h.request('GET', path, { token: membre })).status, 403);
      assert.equal((await h.request('GET', path)).status, 401);
    }
    const censeur = await h.login(DEMO_ROLE_LOGINS.censeur);
    assert.equal((await journal('', censeur)).status, 200);
  });

  it('exports the filtered view to Excel with the same words', async () => {
    const res = await fetch(`${h.base}/api/journal/export?membre=${memberId}&type=cotisation`, {
      headers: { authorization: `Bearer ${commissaire}` },
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /spreadsheetml/);
    assert.match(res.headers.get('content-disposition') ?? '', /Journal/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = workbook.getWorksheet('Journal')!;
    const page = await journal(`?membre=${memberId}&type=cotisation&pageSize=100`);
    assert.equal(sheet.rowCount, 1 + page.body.total);
    assert.equal(sheet.getRow(1).getCell(6).value, 'Écriture');
    assert.equal(sheet.getRow(2).getCell(6).value, page.body.entrees[0].resume);
    assert.match(String(sheet.getRow(2).getCell(7).value), /^Total versé pour Mars 2026 : .+ → .+/);
  });
});

describe('the journal cannot be changed', () => {
  const latestEntry = () =>
    asService(async () => (await h.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!);

  it('refuses UPDATE, DELETE and TRUNCATE through the server’s role (quartier_app); the row stays', async () => {
    const entry = await latestEntry();
    const attempts = [
      sql`update audit_log set action = 'falsifie', after = '{}'::jsonb where id = ${entry.id}`,
      sql`delete from audit_log where id = ${entry.id}`,
      sql`truncate audit_log`,
    ];
    for (const statement of attempts)
      await assert.rejects(
        withAssociation(1, () => h.db.transaction((tx) => tx.execute(statement))),
        // Refused by the missing privilege itself, before the trigger (which also refuses) is reached.
        (error: Error & { cause?: { message?: string } }) =>
          /permission denied|droit refusé/i.test(`${error.message} ${error.cause?.message ?? ''}`),
      );
    const [privileges] = (
      (await h.db.execute(
        sql`select has_table_privilege('quartier_app', 'audit_log', 'UPDATE') as u,
                   has_table_privilege('quartier_app', 'audit_log', 'DELETE') as d,
                   has_table_privilege('quartier_app', 'audit_log', 'TRUNCATE') as t,
                   has_table_privilege('quartier_app', 'audit_log', 'INSERT') as i,
                   has_table_privilege('quartier_app', 'audit_log', 'SELECT') as s`,
      )) as unknown as { rows: Array<Record<string, boolean>> }
    ).rows;
    assert.deepEqual(privileges, { u: false, d: false, t: false, i: true, s: true });
    assert.deepEqual(await latestEntry(), entry);
  });

  it('refuses UPDATE and DELETE even to the owner role outside a restore or a purge (trigger)', async () => {
    const entry = await latestEntry();
    for (const statement of [
      sql`update audit_log set action = 'falsifie' where id = ${entry.id}`,
      sql`delete from audit_log where id = ${entry.id}`,
    ])
      await assert.rejects(
        asService(() => h.db.transaction((tx) => tx.execute(statement))),
        (error: Error & { cause?: { message?: string } }) =>
          /Interdit/.test(`${error.message} ${error.cause?.message ?? ''}`),
      );
    assert.deepEqual(await latestEntry(), entry);
  });

  it('records whom and which fund an entry concerns beside before and after', async () => {
    const paid = await h.request('POST', '/cotisation/transaction', {
      token: secretaire,
      body: { idUser: memberId, montant: 2500, cotisation: 3 },
    });
    assert.equal(paid.status, 200);
    const [row] = await asService(() =>
      h.db.select().from(auditLog).where(eq(auditLog.action, 'transaction.create')).orderBy(desc(auditLog.id)).limit(1),
    );
    assert.equal(row!.entityId, String(paid.body.transaction.idTransaction));
    assert.equal(row!.memberId, memberId);
    assert.equal(row!.caisseId, 3);
  });
});
