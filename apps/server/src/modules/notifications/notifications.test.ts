import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { doualaMonthYear } from '@quartier/shared';
import { auditLog, smsOutbox } from '../../db/schema.js';
import { build, DEMO_LOGINS, type Harness, suiteCleanup, UNLIMITED } from '../../test/helpers.js';

const cleanup = suiteCleanup();
let h: Harness;
const tokens: Record<string, string> = {};
const OTHER_ROLES = {
  president: DEMO_LOGINS.president,
  membre: DEMO_LOGINS.membre,
  tresorier: '+237690000004',
  vice_president: '+237690000005',
  commissaire_aux_comptes: '+237690000006',
  censeur: '+237690000007',
};

before(async () => {
  h = await build(cleanup, { limits: UNLIMITED });
  tokens.secretaire = await h.login(DEMO_LOGINS.secretaire);
  for (const [role, phone] of Object.entries(OTHER_ROLES)) tokens[role] = await h.login(phone);
});

const outboxCount = async () => (await h.db.select({ id: smsOutbox.id }).from(smsOutbox)).length;

const pending = async (token: string) => {
  const res = await h.request('GET', '/notifications/pending', { token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
};

/** What the lists themselves say the caller may decide, per tab. */
async function actionable(token: string) {
  const count = async (path: string, key: string) =>
    ((await h.request('GET', path, { token })).body[key] as any[]).filter((d) => d.actionable).length;
  return {
    modifications: {
      entree: await count('/cotisation/getOngoingModifications/entree', 'demandes'),
      sortie: await count('/cotisation/getOngoingModifications/sortie', 'demandes'),
    },
    sorties: {
      mensuel: await count('/cotisation/withdrawalRequests/mensuel', 'sorties'),
      fond: await count('/cotisation/withdrawalRequests/fond', 'sorties'),
    },
    bureau: await count('/bureau/demandes', 'demandes'),
  };
}

describe('what waits for my decision (issue 20)', () => {
  it('counts the other officer’s open requests per tab, the same ones the lists mark actionable', async () => {
    for (const role of ['president', 'secretaire']) {
      const counts = await pending(tokens[role]!);
      const expected = await actionable(tokens[role]!);
      assert.deepEqual(
        { modifications: counts.modifications, sorties: counts.sorties, bureau: counts.bureau },
        expected,
        role,
      );
      assert.equal(
        counts.total,
        expected.modifications.entree +
          expected.modifications.sortie +
          expected.sorties.mensuel +
          expected.sorties.fond +
          expected.bureau,
      );
    }
  });

  it('is zero for a Membre and for staff who decide nothing', async () => {
    for (const role of ['membre', 'tresorier', 'censeur']) {
      assert.deepEqual(await pending(tokens[role]!), {
        status: 'success',
        total: 0,
        modifications: { entree: 0, sortie: 0 },
        sorties: { mensuel: 0, fond: 0 },
        bureau: 0,
      });
    }
    assert.equal((await h.request('GET', '/notifications/pending')).status, 401);
  });

  it('grows with the Secrétaire’s new requests, not for her, and drops after a decision', async () => {
    const before = await pending(tokens.president!);
    const secretaireBefore = await pending(tokens.secretaire!);
    const filed = await Promise.all(
      ['Bâches', 'Ballons'].map(async (libelle) => {
        const res = await h.request('POST', '/cotisation/sortieMensuel', {
          token: tokens.secretaire,
          body: { cotisationId: 3, type: 'Travaux', libelle, montant: 1000 },
        });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        return res.body.sortie.id as number;
      }),
    );
    const grown = await pending(tokens.president!);
    assert.equal(grown.sorties.mensuel, before.sorties.mensuel + 2);
    assert.equal(grown.total, before.total + 2);
    assert.deepEqual(await pending(tokens.secretaire!), secretaireBefore, 'her own requests wait for the other');

    const decided = await h.request('PUT', '/cotisation/validationSortie', {
      token: tokens.president,
      body: { id: filed[0], status: 'Rejetee', motif: 'Pas cette année' },
    });
    assert.equal(decided.status, 200);
    const after = await pending(tokens.president!);
    assert.equal(after.sorties.mensuel, before.sorties.mensuel + 1);
    assert.equal(after.total, before.total + 1);
  });
});

const year = () => doualaMonthYear(h.clock.now()).year;
async function ledgerRows(caisse: 1 | 3) {
  const res = await h.request('GET', `/cotisation/getTransactions/${caisse}/${year()}`, { token: tokens.secretaire });
  assert.equal(res.status, 200);
  return res.body.transactions as any[];
}
const member = async (id: number) =>
  (await h.request('GET', `/user/getUser/${id}`, { token: tokens.secretaire })).body.membre;
const personalNotes = async (token: string) =>
  ((await h.request('GET', '/cotisation/getGeneralNotifications', { token })).body.notifications as any[]).filter(
    (n) => !n.pourTous,
  );

describe('the Secrétaire’s reminders (issue 20, rulings R4)', () => {
  it('reminds one member in the app and by SMS; nobody else sees it', async () => {
    const behind = (await ledgerRows(3)).find((r) => r.aCompleter !== null && r.Membre.id > 7);
    assert.ok(behind, 'someone is behind on the monthly fund');
    const target = await member(behind.Membre.id);
    const res = await h.request('POST', '/cotisation/newNotification', {
      token: tokens.secretaire,
      body: {
        titre: 'Cotisation mensuelle à compléter',
        contenu: `Bonjour ${target.prenom}, il vous reste ${behind.aCompleter} XAF à verser. Merci de régulariser.`,
        type: 'rappel',
        destinataires: 'membre',
        membreId: target.id,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.destinataires, 1);
    assert.equal(res.body.msg, 'Rappel envoyé au membre (notification et SMS)');
    assert.equal(res.body.notification.pourTous, false);

    const targetToken = await h.login(target.telephone);
    const theirs = await personalNotes(targetToken);
    assert.ok(theirs.some((n) => n.id === res.body.notification.id && n.titre === 'Cotisation mensuelle à compléter'));
    const others = await personalNotes(tokens.membre!);
    assert.ok(!others.some((n) => n.id === res.body.notification.id), 'a personal reminder stays personal');

    const sms = await h.lastSms(target.telephone);
    assert.ok(sms, 'an SMS went out');
    assert.match(sms.message, /Cotisation mensuelle a completer/);
    assert.ok(sms.message.length <= 160);
    assert.ok(/^[\x20-\x7e\n]*$/.test(sms.message), 'plain GSM-7, no accents');

    const audits = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notification.create'), eq(auditLog.entityId, String(res.body.notification.id))));
    assert.equal(audits.length, 1);
  });

  it('reminds every member behind on a fund, each with what she owes, and no one who is up to date', async () => {
    const [behind, paidUp] = (await ledgerRows(3)).filter((r) => r.aCompleter !== null && r.Membre.id > 7);
    assert.ok(behind && paidUp);
    // One of them pays what she owes: she is no longer behind.
    const paid = await h.request('POST', '/cotisation/transaction', {
      token: tokens.secretaire,
      body: { idUser: paidUp.Membre.id, montant: paidUp.aCompleter, cotisation: 3 },
    });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    const res = await h.request('POST', '/cotisation/newNotification', {
      token: tokens.secretaire,
      body: {
        titre: 'Rappel des cotisations',
        contenu: 'Merci de compléter votre cotisation mensuelle.',
        type: 'rappel',
        destinataires: 'en_retard',
        cotisation: 3,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.ok(res.body.destinataires > 0);

    const target = await member(behind.Membre.id);
    const note = (await personalNotes(await h.login(target.telephone))).find(
      (n) => n.titre === 'Rappel des cotisations',
    );
    assert.ok(note, 'the member behind is reminded');
    assert.match(note.contenu, /Reste à verser/);
    assert.ok(note.contenu.replace(/\D/g, '').includes(String(behind.aCompleter)), 'with what she owes');
    const sms = await h.lastSms(target.telephone);
    assert.ok(sms?.message.includes(`${behind.aCompleter} XAF`), sms?.message);

    const upToDate = await member(paidUp.Membre.id);
    const notes = await personalNotes(await h.login(upToDate.telephone));
    assert.ok(!notes.some((n) => n.titre === 'Rappel des cotisations'), 'not someone up to date');
    assert.ok(!(await h.lastSms(upToDate.telephone))?.message.includes('rappel'), 'and no SMS for her');
  });

  it('a reminder to the members behind sent again with its Idempotency-Key reaches each of them once', async () => {
    const body = {
      titre: 'Rappel envoyé une fois',
      contenu: 'Merci de compléter votre cotisation.',
      type: 'rappel',
      destinataires: 'en_retard',
      cotisation: 1,
    };
    const headers = { 'idempotency-key': 'rappel-en-retard-0001' };
    const outboxBefore = await outboxCount();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        h.request('POST', '/cotisation/newNotification', { token: tokens.secretaire, body, headers }),
      ),
    );
    for (const res of answers) assert.equal(res.status, 200, JSON.stringify(res.body));
    const reached = answers[0]!.body.destinataires as number;
    assert.ok(reached > 0);
    assert.ok(
      answers.every(
        (res) => res.body.destinataires === reached && res.body.notification.id === answers[0]!.body.notification.id,
      ),
    );
    assert.equal((await outboxCount()) - outboxBefore, reached, 'one SMS per member behind, not three');
    const again = await h.request('POST', '/cotisation/newNotification', {
      token: tokens.secretaire,
      body: { ...body, contenu: 'Un autre texte.' },
      headers,
    });
    assert.equal(again.status, 422, JSON.stringify(again.body));
    assert.equal((await outboxCount()) - outboxBefore, reached, 'nothing more sent');
  });

  it('only the Secrétaire sends reminders; bad targets get a French 4xx and write nothing', async () => {
    const one = { titre: 'Rappel', contenu: 'Merci', type: 'rappel', destinataires: 'membre', membreId: 8 };
    const behind = { titre: 'Rappel', contenu: 'Merci', type: 'rappel', destinataires: 'en_retard', cotisation: 1 };
    for (const role of Object.keys(OTHER_ROLES)) {
      for (const body of [one, behind]) {
        const res = await h.request('POST', '/cotisation/newNotification', { token: tokens[role], body });
        assert.equal(res.status, 403, `${role} ${body.destinataires}`);
      }
    }
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ ...one, membreId: undefined }, 400],
      [{ ...behind, cotisation: undefined }, 400],
      [{ ...behind, cotisation: 2 }, 400],
      [{ ...one, membreId: 9_999_999 }, 404],
      [{ ...one, destinataires: 'tous' }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await h.request('POST', '/cotisation/newNotification', { token: tokens.secretaire, body });
      assert.equal(res.status, status, JSON.stringify(res.body));
      assert.equal(res.body.status, 'error');
      assert.ok(res.body.msg.length > 0);
    }
  });
});
