import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { doualaMonthYear } from '@quartier/shared';
import { documents, members, notifications, persons } from './db/schema.js';
import { languageOfAcceptLanguage } from './modules/associations/creation.js';
import { runMonthlyReminder } from './modules/notifications/reminders.js';
import { build, DEMO_LOGINS, type Harness, suiteCleanup, UNLIMITED } from './test/helpers.js';
import { pdfLines } from './test/pdf-text.js';

/*
 * The server's own texts follow the language of the person they are for (issue 25, ADR 0029):
 * Excel files and the annual report the requester's, stored notifications the recipient's, the
 * creation code and the sample documents the founder's. French stays the spec's, word for word.
 * The demo association: the Secrétaire reads English, the Président French.
 */
const cleanup = suiteCleanup();
let h: Harness;
let president: string;
let secretaire: string;
let year: number;

before(async () => {
  h = await build(cleanup, { limits: UNLIMITED });
  president = await h.login(DEMO_LOGINS.president);
  secretaire = await h.login(DEMO_LOGINS.secretaire);
  const set = await h.request('PUT', '/user/language', { token: secretaire, body: { langue: 'en' } });
  assert.equal(set.status, 200, JSON.stringify(set.body));
  year = doualaMonthYear(h.clock.now()).year;
});

async function download(path: string, token: string) {
  const res = await fetch(`${h.base}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200, path);
  return { disposition: res.headers.get('content-disposition') ?? '', bytes: Buffer.from(await res.arrayBuffer()) };
}

async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const last = (sheet.getRow(sheet.rowCount).values as unknown[]).slice(1);
  return { name: sheet.name, header, last };
}

const fileName = (disposition: string) => decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '');

describe('Excel exports in the requester’s language', () => {
  it('the monthly fund’s table: English headers, sheet and file for the English Secrétaire, French for the Président', async () => {
    const english = await download(`/cotisation/exportExcel/${year}/3/all/excel`, secretaire);
    assert.equal(fileName(english.disposition), `Monthly contributions ${year}.xlsx`);
    const en = await sheetOf(english.bytes);
    assert.equal(en.name, `Monthly contributions ${year}`);
    assert.deepEqual(en.header.slice(0, 4), ['Surname', 'First name', 'Block', 'January']);
    assert.equal(en.header[14], 'December');
    assert.deepEqual(en.header.slice(15), ['Total', 'Withdrawals (rounded shares)', 'Balance', 'Still due']);
    assert.equal(en.last[0], 'Total');

    const french = await download(`/cotisation/exportExcel/${year}/3/all/excel`, president);
    assert.equal(fileName(french.disposition), `Cotisation Mensuelle ${year}.xlsx`);
    const fr = await sheetOf(french.bytes);
    assert.equal(fr.name, `Cotisation Mensuelle ${year}`);
    assert.deepEqual(fr.header.slice(0, 4), ['Nom', 'Prénom', 'Bloc', 'Janvier']);
    assert.deepEqual(fr.header.slice(15), ['Total', 'Sorties (parts arrondies)', 'Solde', 'À compléter']);
  });

  it('the solidarity fund’s withdrawals: English words, French ones unchanged', async () => {
    const english = await download(`/cotisation/exportExcel/${year}/1/sorties/excel`, secretaire);
    assert.equal(fileName(english.disposition), `Withdrawals Solidarity fund ${year}.xlsx`);
    const en = await sheetOf(english.bytes);
    assert.equal(en.name, `Withdrawals Solidarity fund ${year}`.slice(0, 31));
    assert.deepEqual(en.header.slice(0, 4), ['Requested on', 'Purpose', 'Type', 'Requested by']);
    assert.equal(en.header.at(-1), 'Reason for rejection');
    assert.equal(en.last[0], `Validated withdrawals ${year}`);

    const french = await download(`/cotisation/exportExcel/${year}/1/sorties/excel`, president);
    assert.equal(fileName(french.disposition), `Sorties fond de solidarite ${year}.xlsx`);
    const fr = await sheetOf(french.bytes);
    assert.deepEqual(fr.header.slice(0, 4), ['Demandée le', 'Libellé', 'Type', 'Demandeur']);
    assert.equal(fr.last[0], `Sorties validées ${year}`);
  });

  it('the journal: English file, sheet and headers; French unchanged', async () => {
    const english = await download(`/journal/export?du=${year}-01-01`, secretaire);
    assert.equal(fileName(english.disposition), `Log ${year}-01-01 to today.xlsx`);
    const en = await sheetOf(english.bytes);
    assert.equal(en.name, 'Log');
    assert.deepEqual(en.header, ['Date', 'Author', 'Type', 'Member concerned', 'Fund', 'Entry', 'Before → after']);

    const french = await download(`/journal/export?du=${year}-01-01`, president);
    assert.equal(fileName(french.disposition), `Journal ${year}-01-01 au aujourd’hui.xlsx`);
    const fr = await sheetOf(french.bytes);
    assert.deepEqual(fr.header, ['Date', 'Auteur', 'Type', 'Membre concerné', 'Caisse', 'Écriture', 'Avant → après']);
  });
});

describe('the annual report in the requester’s language', () => {
  it('is in English for the Secrétaire and in French for the Président', async () => {
    const english = await download(`/rapports/annuel?annee=${year}`, secretaire);
    assert.equal(fileName(english.disposition), `Annual report ${year}.pdf`);
    const en = await pdfLines(english.bytes);
    for (const line of [
      `Annual report ${year}`,
      'For the general assembly',
      'The year at a glance',
      'Monthly contributions',
      'Solidarity fund',
      'Members up to date and behind',
    ])
      assert.ok(en.includes(line), `« ${line} » in ${JSON.stringify(en.slice(0, 12))}`);
    assert.ok(en.some((line) => line.startsWith(`Balance on 1 January ${year}`)));
    assert.ok(en.some((line) => line.startsWith('Issued on ') && line.includes('(Secretary)')));
    assert.ok(
      en.every((line) => !/Rapport annuel|Cotisation|Solde|Membres/.test(line)),
      'no French heading in English',
    );

    const french = await download(`/rapports/annuel?annee=${year}`, president);
    assert.equal(fileName(french.disposition), `Rapport annuel ${year}.pdf`);
    const fr = await pdfLines(french.bytes);
    for (const line of [
      `Rapport annuel ${year}`,
      'Pour l’assemblée générale',
      'L’année en bref',
      'Cotisation Mensuelle',
    ])
      assert.ok(fr.includes(line), `« ${line} » in ${JSON.stringify(fr.slice(0, 12))}`);
    assert.ok(fr.some((line) => line.startsWith('Édité le ') && line.includes('(Président)')));
  });
});

async function notificationsOf(token: string) {
  const res = await h.request('GET', '/cotisation/getGeneralNotifications', { token });
  assert.equal(res.status, 200);
  return res.body.notifications as Array<{ titre: string; contenu: string }>;
}

describe('notifications the server writes, in the recipient’s language', () => {
  it('a withdrawal decided: English for the English Secrétaire, French for the French Président', async () => {
    const filed = await h.request('POST', '/cotisation/sortieMensuel', {
      token: secretaire,
      body: { cotisationId: 3, type: 'Travaux', libelle: 'Paint for the gate', montant: 1000 },
    });
    assert.equal(filed.status, 200, JSON.stringify(filed.body));
    const validated = await h.request('PUT', '/cotisation/validationSortie', {
      token: president,
      body: { id: filed.body.sortie.id, status: 'Valide' },
    });
    assert.equal(validated.status, 200, JSON.stringify(validated.body));
    const english = await notificationsOf(secretaire);
    assert.ok(
      english.some(
        (n) =>
          n.titre === 'Withdrawal request validated' &&
          n.contenu === 'Your withdrawal request “Paint for the gate” (1,000 XAF) was validated.',
      ),
      JSON.stringify(english.slice(0, 3)),
    );

    const byPresident = await h.request('POST', '/cotisation/sortieMensuel', {
      token: president,
      body: { cotisationId: 3, type: 'Travaux', libelle: 'Chaises neuves', montant: 1000 },
    });
    assert.equal(byPresident.status, 200, JSON.stringify(byPresident.body));
    const rejected = await h.request('PUT', '/cotisation/validationSortie', {
      token: secretaire,
      body: { id: byPresident.body.sortie.id, status: 'Rejetee', motif: 'Pas ce mois-ci' },
    });
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    const french = await notificationsOf(president);
    assert.ok(
      french.some(
        (n) =>
          n.titre === 'Rejet d’une demande de sortie' &&
          n.contenu === 'Votre demande de sortie « Chaises neuves » a été rejetée : Pas ce mois-ci',
      ),
      JSON.stringify(french.slice(0, 3)),
    );
  });

  it('the monthly reminder: each member behind reminded in their own language', async () => {
    const saved = h.clock.now();
    // Every other person of the demo reads English for this test.
    const everyone = await h.db.select({ id: persons.id, langue: persons.langue }).from(persons);
    const english = everyone.filter((p) => p.id % 2 === 0).map((p) => p.id);
    try {
      await h.db.update(persons).set({ langue: 'en' }).where(inArray(persons.id, english));
      h.clock.set(new Date(`${year + 1}-02-10T10:00:00Z`));
      const reminded = await runMonthlyReminder(h.app.ctx);
      assert.ok(reminded && reminded > 1, `members reminded: ${reminded}`);
      const rows = await h.db
        .select({ titre: notifications.titre, contenu: notifications.contenu, personId: members.personId })
        .from(notifications)
        .innerJoin(
          members,
          and(eq(members.associationId, notifications.associationId), eq(members.id, notifications.recipientId)),
        )
        .where(sql`${notifications.createdAt} = ${h.clock.now()}`);
      const inEnglish = rows.filter((r) => english.includes(r.personId));
      const inFrench = rows.filter((r) => !english.includes(r.personId));
      assert.ok(inEnglish.length > 0 && inFrench.length > 0, `${inEnglish.length} / ${inFrench.length}`);
      for (const row of inEnglish) {
        assert.equal(row.titre, 'Monthly contribution reminder');
        assert.match(
          row.contenu,
          new RegExp(
            `^Hello .+, you still have [\\d,]+ XAF to pay towards your ${year + 1} monthly contributions \\([\\d,]+ XAF per month\\)\\.$`,
          ),
        );
      }
      for (const row of inFrench) {
        assert.equal(row.titre, 'Rappel de cotisation mensuelle');
        assert.match(
          row.contenu,
          new RegExp(
            `^Bonjour .+, il vous reste .+ à verser sur la cotisation mensuelle de ${year + 1} \\(.+ par mois\\)\\.$`,
          ),
        );
      }
    } finally {
      h.clock.set(saved);
      for (const p of everyone) await h.db.update(persons).set({ langue: p.langue }).where(eq(persons.id, p.id));
    }
  });
});

describe('the journal, worded in the reader’s language (same shape)', () => {
  it('the withdrawal filed above reads in English for the Secrétaire and in French for the Président', async () => {
    const entryOf = async (token: string) => {
      const res = await h.request('GET', '/journal?type=sortie&pageSize=100', { token });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const entry = res.body.entrees.find(
        (e: { resume: string }) => e.resume.includes('Paint for the gate') && !e.resume.includes('n°'),
      );
      assert.ok(entry, JSON.stringify(res.body.entrees.slice(0, 3)));
      return { ...entry, resume: entry.resume.replace(/\s/g, ' ') };
    };
    const en = await entryOf(secretaire);
    assert.equal(en.resume, 'Withdrawal request “Paint for the gate” of 1,000 XAF (Monthly contributions) filed');
    assert.equal(en.auteur.role, 'Secretary');
    assert.deepEqual(en.caisse, { id: 3, nom: 'Monthly contributions' });
    assert.deepEqual(en.changements[0], { champ: 'Status', avant: null, apres: 'Pending' });
    // The type is a data value (French word); its words are the reader's.
    const typeOf = (entry: { changements: { champ: string }[] }, champ: string) =>
      entry.changements.find((c) => c.champ === champ);
    assert.deepEqual(typeOf(en, 'Type'), { champ: 'Type', avant: null, apres: 'Works' });

    const fr = await entryOf(president);
    assert.equal(fr.resume, 'Demande de sortie « Paint for the gate » de 1 000 XAF (Cotisation Mensuelle) déposée');
    assert.equal(fr.auteur.role, 'Secrétaire');
    assert.deepEqual(fr.caisse, { id: 3, nom: 'Cotisation Mensuelle' });
    assert.deepEqual(fr.changements[0], { champ: 'Statut', avant: null, apres: 'En cours' });
    assert.deepEqual(typeOf(fr, 'Type'), { champ: 'Type', avant: null, apres: 'Travaux' });
  });
});

describe('creating an association: the code and the sample documents in the founder’s language', () => {
  let phone = 0;
  const founder = () => ({
    nomAssociation: `Amicale Langues ${++phone}`,
    ville: 'Buea',
    quartier: 'Molyko',
    nom: 'Ekane',
    prenom: 'Grace',
    sexe: 'F',
    telephone: `+237655${String(300_000 + phone).padStart(6, '0')}`,
    bloc: 'Bloc A',
  });
  const ask = (body: Record<string, unknown>, acceptLanguage: string) =>
    h.request('POST', '/associations/creation', {
      body,
      headers: { 'accept-language': acceptLanguage, 'x-forwarded-for': `10.33.0.${phone}` },
    });

  it('reads the visitor’s language from Accept-Language, French when none of ours', () => {
    assert.equal(languageOfAcceptLanguage(undefined), 'fr');
    assert.equal(languageOfAcceptLanguage('*'), 'fr');
    assert.equal(languageOfAcceptLanguage('de-DE,de;q=0.9'), 'fr');
    assert.equal(languageOfAcceptLanguage('en-GB,en;q=0.9,fr;q=0.8'), 'en');
    assert.equal(languageOfAcceptLanguage('fr-CM;q=0.5, en;q=0.8'), 'en');
    assert.equal(languageOfAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8'), 'fr');
  });

  it('an English visitor gets the code in English and English sample documents; a French one French', async () => {
    const body = founder();
    const res = await ask(body, 'en-GB,en;q=0.9');
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const sms = (await h.lastSms(body.telephone))!;
    assert.match(
      sms.message,
      /^Quartier: code \d{6} to create your association\. Valid for 30 min\. Do not share it\.$/,
    );
    const created = await h.request('POST', `/associations/creation/${res.body.jeton}`, {
      body: { otp: sms.code, password: 'Manioc-et-ndole-2026', confirmPassword: 'Manioc-et-ndole-2026' },
      headers: { 'accept-language': 'en-GB,en;q=0.9', 'x-forwarded-for': `10.33.1.${phone}` },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const [statuts] = await h.db
      .select({ content: documents.content })
      .from(documents)
      .where(and(eq(documents.associationId, created.body.association.id), eq(documents.kind, 'statuts')));
    const text = Buffer.from(statuts!.content).toString('latin1');
    assert.ok(text.includes('(Articles of association \\(SAMPLE\\)) Tj'), text.slice(0, 400));
    assert.ok(!text.includes('EXEMPLE'));
    // The founder speaks English from the start, and so will the association's new members.
    const me = await h.request('GET', '/auth/me', { token: created.body.token });
    assert.equal(me.body.langue, 'en', JSON.stringify(me.body));
    const settings = await h.request('GET', '/association', { token: created.body.token });
    assert.equal(settings.body.association.langueDefaut, 'en', JSON.stringify(settings.body));
    const steps = await h.request('GET', '/association/firstSteps', { token: created.body.token });
    assert.equal(steps.body.etapes.find((step: { code: string }) => step.code === 'reglages')?.faite, false);

    const french = founder();
    assert.equal((await ask(french, 'fr-FR,fr;q=0.9,en;q=0.8')).status, 201);
    assert.match(
      (await h.lastSms(french.telephone))!.message,
      /^Quartier : code \d{6} pour creer votre association\. Valable 30 min\. Ne le donnez a personne\.$/,
    );
  });

  it('a known phone gets its person’s language, whatever the browser says', async () => {
    const body = { ...founder(), telephone: DEMO_LOGINS.secretaire };
    const res = await ask(body, 'fr-FR');
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.match(
      (await h.lastSms(DEMO_LOGINS.secretaire))!.message,
      /^Quartier: code \d{6} to create your association/,
    );
  });
});
