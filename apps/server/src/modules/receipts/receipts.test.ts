import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, gt, sql } from 'drizzle-orm';
import { doualaMonthYear, FRENCH_MONTHS } from '@quartier/shared';
import { smsOutbox, transactions } from '../../db/schema.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { build, DEMO_LOGINS, suiteCleanup, type Cleanup, type Harness, UNLIMITED } from '../../test/helpers.js';

/**
 * Receipts (issue 26, ADR 0021) on the demo association: each payment and correction queues one
 * SMS in its own transaction, numbered per association and year, listed in 'Mes contributions'.
 */
const ASSOCIATION = 'ARB Bonamoussadi';
const RECEIPT = /^R-\d{2}-\d{5}$/;

type Harnessed = { h: Harness; secretaire: string; president: string; membre: string; membreId: number };

async function open(cleanup: Cleanup, limits: Record<string, unknown>): Promise<Harnessed> {
  const h = await build(cleanup, { limits });
  const secretaire = await h.login(DEMO_LOGINS.secretaire);
  const president = await h.login(DEMO_LOGINS.president);
  const membre = await h.login(DEMO_LOGINS.membre);
  const membreId = (await h.request('GET', '/auth/me', { token: membre })).body.membre.id as number;
  return { h, secretaire, president, membre, membreId };
}

/** Every message queued for a phone since outbox id `after`, oldest first. */
async function queued(h: Harness, to: string, afterId = 0) {
  return h.db
    .select({ id: smsOutbox.id, message: smsOutbox.message })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.recipient, to), gt(smsOutbox.id, afterId)))
    .orderBy(smsOutbox.id);
}

async function lastOutboxId(h: Harness): Promise<number> {
  const [row] = await h.db.select({ id: sql<number>`coalesce(max(${smsOutbox.id}), 0)::int` }).from(smsOutbox);
  return row!.id;
}

/** What the member has paid into the monthly fund this year, as the fund's table says. */
async function yearTotal(x: Harnessed, year: number): Promise<number> {
  const table = (await x.h.request('GET', `/cotisation/getTransactions/3/${year}`, { token: x.secretaire })).body;
  return table.transactions.find((r: any) => r.Membre.id === x.membreId).totalMontant;
}

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const sequenceOf = (recu: string) => Number(recu.slice(5));

describe('receipts: one SMS per payment and correction, in the write’s transaction', () => {
  const cleanup = suiteCleanup();
  let x: Harnessed;
  let year: number;
  let month: number;
  before(async () => {
    x = await open(cleanup, UNLIMITED);
    ({ year, month } = doualaMonthYear(x.h.clock.now()));
  });
  const pay = (montant: number, extra: Record<string, unknown> = {}) =>
    x.h.request('POST', '/cotisation/transaction', {
      token: x.secretaire,
      body: { idUser: x.membreId, montant, cotisation: 3, ...extra },
    });

  it('a payment queues exactly one receipt: association, amount, fund, month, the year’s new total, its number', async () => {
    const since = await lastOutboxId(x.h);
    const res = await pay(2500);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const recu = res.body.transaction.recu as string;
    assert.match(recu, RECEIPT);
    assert.equal(recu.slice(2, 4), String(year).slice(2));
    const total = await yearTotal(x, year);
    const messages = await queued(x.h, DEMO_LOGINS.membre, since);
    assert.equal(messages.length, 1, 'one receipt, nothing else');
    const monthName = FRENCH_MONTHS[month - 1]!.toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    assert.equal(
      messages[0]!.message,
      `${ASSOCIATION}: recu ${recu}. 2 500 XAF caisse mensuelle ${monthName} ${year}. Total ${year}: ${grouped(total)} XAF.`,
    );
    assert.ok(messages[0]!.message.length <= 160);

    // It reaches the gateway as written, and the outbox keeps it readable (no code to hide).
    const sent = await x.h.lastSms(DEMO_LOGINS.membre);
    assert.equal(sent?.message, messages[0]!.message);
    const [kept] = await x.h.db.select().from(smsOutbox).where(eq(smsOutbox.id, messages[0]!.id));
    assert.equal(kept!.status, 'sent');
    assert.equal(kept!.message, messages[0]!.message);

    // The member sees it in her receipts, newest first; a stranger's staff-free call is refused.
    const mine = await x.h.request('GET', `/cotisation/recus/3/${year}/${x.membreId}`, { token: x.membre });
    assert.equal(mine.status, 200, JSON.stringify(mine.body));
    assert.equal(mine.body.recus[0].recu, recu);
    assert.equal(mine.body.recus[0].montant, 2500);
    assert.equal(mine.body.recus[0].type, 'versement');
    const secretaireId = (await x.h.request('GET', '/auth/me', { token: x.secretaire })).body.membre.id;
    const theirs = await x.h.request('GET', `/cotisation/recus/3/${year}/${secretaireId}`, { token: x.membre });
    assert.equal(theirs.status, 403);
  });

  it('back-dated payments carry the month they are for and that year’s total; numbers follow each other', async () => {
    const first = await pay(1000, { mois: 1, annee: year });
    const second = await pay(1500, { mois: 2, annee: year });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(sequenceOf(second.body.transaction.recu), sequenceOf(first.body.transaction.recu) + 1);
    const sent = await x.h.lastSms(DEMO_LOGINS.membre);
    assert.match(sent!.message, new RegExp(`1 500 XAF caisse mensuelle fevrier ${year}\\. Total ${year}: `));
  });

  it('a correction gets its own receipt: new month total, old one, the year’s new total', async () => {
    const filed = await x.h.request('POST', '/cotisation/demandeModification', {
      token: x.secretaire,
      body: {
        libelle: 'Février saisi deux fois',
        type: 'entree',
        cotisation: 3,
        cible_id: x.membreId,
        mois: 2,
        annee: year,
        demandeur: 1,
      },
    });
    assert.equal(filed.status, 200, JSON.stringify(filed.body));
    const presidentId = (await x.h.request('GET', '/auth/me', { token: x.president })).body.membre.id;
    const validated = await x.h.request('PUT', '/cotisation/updateRequest', {
      token: x.president,
      body: { id: filed.body.demande.id, statut: 'Valide', validateur: presidentId },
    });
    assert.equal(validated.status, 200, JSON.stringify(validated.body));
    const since = await lastOutboxId(x.h);
    const res = await x.h.request('PUT', `/cotisation/updateTransaction/${x.membreId}`, {
      token: x.secretaire,
      body: { mois: 2, montant: 500, cotisation: 3, annee: year },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const recu = res.body.correction.recu as string;
    assert.match(recu, RECEIPT);
    const before = res.body.correction.ancienTotal as number;
    const total = await yearTotal(x, year);
    const messages = await queued(x.h, DEMO_LOGINS.membre, since);
    assert.equal(messages.length, 1);
    assert.equal(
      messages[0]!.message,
      `${ASSOCIATION}: recu ${recu}. Correction caisse mensuelle fevrier ${year}: 500 XAF (avant ${grouped(before)}). Total ${year}: ${grouped(total)} XAF.`,
    );
    const [row] = await x.h.db.select().from(transactions).where(eq(transactions.receipt, recu));
    assert.equal(row!.kind, 'correction');
    assert.equal(row!.montant, 500 - before);
    const mine = await x.h.request('GET', `/cotisation/recus/3/${year}/${x.membreId}`, { token: x.membre });
    assert.equal(mine.body.recus[0].recu, recu);
    assert.equal(mine.body.recus[0].type, 'correction');
  });

  it('a member who turned receipts off gets none; the receipt is still numbered and listed', async () => {
    assert.equal((await x.h.request('GET', '/user/preferences', { token: x.membre })).body.recusSms, true);
    for (const body of [{ recusSms: 'non' }, {}, { recusSms: false, membre: 2 }])
      assert.equal((await x.h.request('PUT', '/user/preferences', { token: x.membre, body })).status, 400);
    assert.equal((await x.h.request('GET', '/user/preferences', { token: x.membre })).body.recusSms, true);

    const off = await x.h.request('PUT', '/user/preferences', { token: x.membre, body: { recusSms: false } });
    assert.equal(off.status, 200, JSON.stringify(off.body));
    assert.equal(off.body.recusSms, false);
    assert.match(off.body.msg, /Mes contributions/);
    const since = await lastOutboxId(x.h);
    const res = await pay(3000);
    assert.equal(res.status, 200);
    assert.match(res.body.transaction.recu, RECEIPT);
    assert.deepEqual(await queued(x.h, DEMO_LOGINS.membre, since), []);
    const mine = await x.h.request('GET', `/cotisation/recus/3/${year}/${x.membreId}`, { token: x.membre });
    assert.equal(mine.body.recus[0].recu, res.body.transaction.recu);

    // The Secrétaire's own preference is hers: turning it off does not touch the member's.
    await x.h.request('PUT', '/user/preferences', { token: x.membre, body: { recusSms: true } });
    await x.h.request('PUT', '/user/preferences', { token: x.secretaire, body: { recusSms: false } });
    assert.equal((await x.h.request('GET', '/user/preferences', { token: x.membre })).body.recusSms, true);
    assert.equal((await pay(100)).status, 200);
    assert.equal((await queued(x.h, DEMO_LOGINS.membre, since)).length, 1);
  });

  it('a refused or failed write sends nothing and gives its number back', async () => {
    const since = await lastOutboxId(x.h);
    const previous = (await x.h.request('GET', `/cotisation/recus/3/${year}/${x.membreId}`, { token: x.membre })).body
      .recus[0].recu as string;
    assert.equal((await pay(-5)).status, 400);
    assert.equal((await pay(500, { mois: 12, annee: year + 1 })).status, 400);
    // A failure inside the transaction, after the receipt was queued: the outbox refuses the row.
    await x.h.db.execute(sql`create function refuse_receipt() returns trigger language plpgsql as $$
      begin raise exception 'passerelle hors service'; end $$`);
    await x.h.db.execute(
      sql`create trigger refuse_receipt before insert on sms_outbox for each row execute function refuse_receipt()`,
    );
    const [countBefore] = await x.h.db.select({ n: sql<number>`count(*)::int` }).from(transactions);
    const failed = await pay(700);
    await x.h.db.execute(sql`drop trigger refuse_receipt on sms_outbox`);
    assert.equal(failed.status, 500);
    const [countAfter] = await x.h.db.select({ n: sql<number>`count(*)::int` }).from(transactions);
    assert.equal(countAfter!.n, countBefore!.n, 'the payment rolled back with its receipt');
    assert.deepEqual(await queued(x.h, DEMO_LOGINS.membre, since), []);
    const next = await pay(700);
    assert.equal(next.status, 200);
    assert.equal(sequenceOf(next.body.transaction.recu), sequenceOf(previous) + 1, 'no gap left by the rollback');
  });

  it('a retried request (same Idempotency-Key) records once and sends one receipt', async () => {
    const since = await lastOutboxId(x.h);
    const headers = { 'idempotency-key': 'recu-retry-0001' };
    const body = { idUser: x.membreId, montant: 900, cotisation: 3 };
    const first = await x.h.request('POST', '/cotisation/transaction', { token: x.secretaire, body, headers });
    const again = await x.h.request('POST', '/cotisation/transaction', { token: x.secretaire, body, headers });
    assert.equal(first.status, 200);
    assert.equal(again.body.transaction.recu, first.body.transaction.recu);
    assert.equal((await queued(x.h, DEMO_LOGINS.membre, since)).length, 1);
  });
});

describe('receipts under a parallel burst: unique numbers, the daily budget holds', () => {
  const cleanup = suiteCleanup();
  const BUDGET = 4;
  const BURST = 12;
  let x: Harnessed;
  before(async () => {
    x = await open(cleanup, {
      ...UNLIMITED,
      receiptSmsPerAssociation: { ...LIMITS.receiptSmsPerAssociation, max: BUDGET },
    });
  });

  it(`${BURST} payments at once: ${BURST} distinct numbers in sequence, ${BUDGET} SMS, every payment recorded`, async () => {
    const since = await lastOutboxId(x.h);
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        x.h.request('POST', '/cotisation/transaction', {
          token: x.secretaire,
          body: { idUser: x.membreId, montant: 100 + i, cotisation: 3 },
        }),
      ),
    );
    for (const a of answers) assert.equal(a.status, 200, JSON.stringify(a.body));
    const numbers = answers.map((a) => a.body.transaction.recu as string);
    assert.equal(new Set(numbers).size, BURST, 'no number given twice');
    const sequences = numbers.map(sequenceOf).sort((a, b) => a - b);
    assert.deepEqual(
      sequences,
      Array.from({ length: BURST }, (_, i) => sequences[0]! + i),
      'no gap',
    );
    assert.equal((await queued(x.h, DEMO_LOGINS.membre, since)).length, BUDGET, 'the budget holds');

    // Past the budget the receipt is dropped, not sent late: a day later the next one goes out.
    const late = await x.h.request('POST', '/cotisation/transaction', {
      token: x.secretaire,
      body: { idUser: x.membreId, montant: 50, cotisation: 3 },
    });
    assert.equal(late.status, 200);
    assert.equal((await queued(x.h, DEMO_LOGINS.membre, since)).length, BUDGET);
    x.h.clock.set(new Date(x.h.clock.now().getTime() + 24 * 3_600_000 + 60_000));
    await x.h.app.ctx.sms.idle();
    assert.equal((await queued(x.h, DEMO_LOGINS.membre, since)).length, BUDGET, 'nothing sent a day late');
    const tomorrow = await x.h.request('POST', '/cotisation/transaction', {
      token: await x.h.login(DEMO_LOGINS.secretaire),
      body: { idUser: x.membreId, montant: 60, cotisation: 3 },
    });
    assert.equal(tomorrow.status, 200, JSON.stringify(tomorrow.body));
    const after = await queued(x.h, DEMO_LOGINS.membre, since);
    assert.equal(after.length, BUDGET + 1);
    assert.ok(after.at(-1)!.message.includes(tomorrow.body.transaction.recu));
  });
});
