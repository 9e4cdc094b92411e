import { before, describe, it } from 'node:test';
import { setImmediate as nextTurn } from 'node:timers/promises';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { FIRST_YEAR, FRENCH_MONTHS, doualaMonthYear, formatDay, formatXaf } from '@quartier/shared';
import { withAssociation } from '../../db/scope.js';
import { DEMO_ROLE_LOGINS } from '../../db/seed/demo.js';
import { hashPassword } from '../../lib/auth/password.js';
import { ERRORS } from '../../lib/errors.js';
import { findRoleByCode, insertMember } from '../members/repository.js';
import { build, DEMO_LOGINS, type Harness, suiteCleanup } from '../../test/helpers.js';
import { pdfLines, plain } from '../../test/pdf-text.js';
import { money, pdfText } from './pdf.js';

/**
 * The annual report against the statistics API and the Excel export of the demo association:
 * every total the PDF prints is read back from its text (pdf.js) and compared with what those
 * answer for the same year.
 */
const cleanup = suiteCleanup();

const m = (amount: number) => plain(formatXaf(amount));
const FUNDS = [
  { caisse: 1, name: 'Fond de solidarité' },
  { caisse: 3, name: 'Cotisation Mensuelle' },
] as const;

let h: Harness;
let president: string;
const thisYear = doualaMonthYear(new Date()).year;

async function download(token: string | undefined, query: string) {
  const response = await fetch(`${h.base}/api/rapports/annuel${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function reportLines(year: number) {
  const { response, bytes } = await download(president, `?annee=${year}`);
  assert.equal(response.status, 200, Buffer.from(bytes).toString('utf8').slice(0, 300));
  assert.equal(response.headers.get('content-type'), 'application/pdf');
  assert.equal(Buffer.from(bytes.slice(0, 5)).toString('latin1'), '%PDF-');
  return pdfLines(bytes);
}

async function json(path: string) {
  const res = await h.request('GET', path, { token: president });
  assert.equal(res.status, 200, `${path} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function workbook(path: string) {
  const response = await fetch(`${h.base}/api${path}`, { headers: { authorization: `Bearer ${president}` } });
  assert.equal(response.status, 200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
  return book.worksheets[0]!;
}

/** The lines of one fund's pages: from its title to the next fund's (or the registrations'). */
function fundSection(lines: string[], index: number, year: number) {
  const starts = lines.flatMap((line, i) => (line === 'Cotisations et sorties par mois' ? [i - 5] : []));
  assert.equal(starts.length, 2, 'une section par caisse');
  const end = index === 0 ? starts[1]! : lines.indexOf(`Inscriptions ${year}`);
  assert.ok(end > starts[index]!, 'fin de section');
  return lines.slice(starts[index], end);
}

describe('annual report (PDF) of the demo association', () => {
  before(async () => {
    h = await build(cleanup);
    president = await h.login(DEMO_LOGINS.president);
  });

  for (const year of [thisYear - 1, thisYear]) {
    it(`prints for ${year} the totals of the statistics API and of the Excel export`, async () => {
      const lines = await reportLines(year);
      const underWay = year === thisYear;
      assert.ok(lines.includes(`Rapport annuel ${year}`));
      assert.ok(lines.includes('Pour l’assemblée générale'), 'apostrophe typographique');
      assert.ok(lines.some((l) => l.startsWith(`Édité le ${formatDay(new Date().toISOString())} par `)));
      assert.ok(
        lines.some((l) => l.includes('(Président)')),
        'auteur avec son rôle accentué',
      );

      for (const [index, fund] of FUNDS.entries()) {
        const totals = await json(`/stats/totals/${fund.caisse}/${year}`);
        const perMonth = await json(`/stats/amountsPerMonth/${fund.caisse}/${year}`);
        // Opening: every earlier year's contributions minus its withdrawals, as the statistics count them.
        let opening = 0;
        for (let y = FIRST_YEAR; y < year; y++) {
          const earlier = await json(`/stats/totals/${fund.caisse}/${y}`);
          opening += earlier.cotisationsAnnee - earlier.sortiesAnnee;
        }
        const closing = opening + totals.cotisationsAnnee - totals.sortiesAnnee;
        if (underWay) assert.equal(closing, totals.solde, 'solde de fin = solde du jour');
        const closingLabel = underWay
          ? `Solde à ce jour (${formatDay(new Date().toISOString())})`
          : `Solde au 31 décembre ${year}`;
        const section = fundSection(lines, index, year);
        assert.equal(section[0], fund.name);
        for (const where of [lines, section]) {
          assert.ok(where.includes(`Solde au 1er janvier ${year} ${m(opening)}`), `${fund.name} ouverture`);
          assert.ok(where.includes(`Cotisations ${year} ${m(totals.cotisationsAnnee)}`), `${fund.name} cotisations`);
          assert.ok(where.includes(`Sorties validées ${year} ${m(totals.sortiesAnnee)}`), `${fund.name} sorties`);
          assert.ok(where.includes(`${closingLabel} ${m(closing)}`), `${fund.name} clôture`);
        }
        perMonth.cotisation.forEach((c: { totalAmount: number }, i: number) => {
          const row = `${FRENCH_MONTHS[i]} ${m(c.totalAmount)} ${m(perMonth.sortie[i].totalAmount)}`;
          assert.ok(section.includes(row), `${fund.name} : ligne « ${row} »`);
        });
        assert.ok(section.includes(`Total ${m(totals.cotisationsAnnee)} ${m(totals.sortiesAnnee)}`));

        // The Excel export of the same year: its totals row, month by month, and its withdrawals.
        const sheet = await workbook(`/cotisation/exportExcel/${year}/${fund.caisse}/all/excel`);
        const header = (sheet.getRow(1).values as unknown[]).slice(1);
        let totalsRow: ExcelJS.Row | undefined;
        sheet.eachRow((row) => {
          if (row.getCell(1).value === 'Total') totalsRow = row;
        });
        assert.ok(totalsRow, 'ligne Total de l’export');
        FRENCH_MONTHS.forEach((month, i) =>
          assert.equal(
            totalsRow!.getCell(header.indexOf(month) + 1).value,
            perMonth.cotisation[i].totalAmount,
            `Excel ${month}`,
          ),
        );
        assert.equal(totalsRow!.getCell(header.indexOf('Total') + 1).value, totals.cotisationsAnnee);
        const exits = await workbook(`/cotisation/exportExcel/${year}/${fund.caisse}/sorties/excel`);
        let validatedInExcel = 0;
        let exitTotal: unknown;
        exits.eachRow((row, n) => {
          if (n > 1 && row.getCell(8).value === 'Validée') validatedInExcel += 1;
          if (row.getCell(1).value === `Sorties validées ${year}`) exitTotal = row.getCell(7).value;
        });
        assert.equal(exitTotal, totals.sortiesAnnee, 'Excel : sorties validées');
        assert.ok(section.includes(`Total des sorties validées ${year} ${m(totals.sortiesAnnee)}`));
        assert.equal(section.filter((l) => l.startsWith('Validée par ')).length, validatedInExcel);
        assert.equal(section.filter((l) => l.startsWith('Demandée par ')).length, validatedInExcel);

        // Blocks: the statistics' own list, in its order.
        const blocs = await json(`/stats/amountsPerYearPerBloc/${fund.caisse}/${year}`);
        const blocLines = lines.slice(lines.indexOf(`Cotisations ${year} par bloc`));
        for (const b of blocs.transactions) assert.ok(blocLines.includes(`${b.bloc} ${m(b.amount)}`), b.bloc);

        // Up to date or behind: the fund table's 'à compléter', row by row.
        const table = await json(`/cotisation/getTransactions/${fund.caisse}/${year}`);
        const behind = table.transactions.filter((r: { aCompleter: number | null }) => r.aCompleter !== null);
        const standing = lines.slice(lines.indexOf('Membres à jour et en retard'));
        const own = standing.slice(standing.indexOf(fund.name));
        assert.ok(own.includes(`Membres à jour : ${table.transactions.length - behind.length}`));
        assert.ok(own.includes(`Membres en retard : ${behind.length}`));
        for (const r of behind)
          assert.ok(
            own.includes(`${r.Membre.nom} ${r.Membre.prenom} ${r.Membre.bloc} ${m(r.aCompleter)}`),
            `${fund.name} : ${r.Membre.nom} en retard`,
          );
      }

      const registrations = await json(`/stats/totals/2/${year}`);
      assert.ok(lines.includes(`Inscriptions ${year} ${m(registrations.cotisationsAnnee)}`));
      if (underWay) assert.ok(lines.includes(`Total des inscriptions fin ${year} ${m(registrations.solde)}`));
    });
  }

  it('keeps French accents and names the withdrawals’ two officers', async () => {
    const lines = await reportLines(thisYear - 1);
    const text = lines.join('\n');
    for (const word of ['Fond de solidarité', 'Sorties validées', 'Décembre', 'Février', 'Août', 'À compléter'])
      assert.ok(text.includes(word), word);
    assert.match(text, /Demandée par .+ \((Président|Secrétaire)\)/);
    assert.match(text, /Validée par \S+/);
    assert.doesNotMatch(text, /[\uFFFD]|Ã©/, 'aucun caractère cassé');
  });

  it('answers a French 400 for a bad year, a future year or none', async () => {
    for (const [query, pattern] of [
      ['?annee=abc', /Année invalide/],
      [`?annee=${FIRST_YEAR - 1}`, new RegExp(`${FIRST_YEAR} ou après`)],
      [`?annee=${thisYear + 1}`, /n’existe pas encore/],
      ['?annee=2026.5', /Année invalide/],
      ['', /./],
    ] as const) {
      const res = await h.request('GET', `/rapports/annuel${query}`, { token: president });
      assert.equal(res.status, 400, query);
      assert.equal(res.body.status, 'error');
      assert.match(res.body.msg, pattern, query);
      assert.match(JSON.stringify(res.body), /annee/, `${query} : le champ est nommé`);
    }
  });

  it('is for staff: a member gets 403, an anonymous caller 401, the Trésorier the file with its French name', async () => {
    const member = await h.login(DEMO_LOGINS.membre);
    assert.equal((await download(member, `?annee=${thisYear}`)).response.status, 403);
    assert.equal((await download(undefined, `?annee=${thisYear}`)).response.status, 401);
    const treasurer = await h.login(DEMO_ROLE_LOGINS.tresorier);
    const { response } = await download(treasurer, `?annee=${thisYear}`);
    assert.equal(response.status, 200);
    assert.equal(
      response.headers.get('content-disposition'),
      `attachment; filename="Rapport annuel ${thisYear}.pdf"; filename*=UTF-8''Rapport%20annuel%20${thisYear}.pdf`,
    );
    assert.equal(response.headers.get('cache-control'), 'no-store');
  });
});

describe('annual report of a year without data', () => {
  it('is a valid PDF that says so, with zero totals', async () => {
    h = await build(cleanup, { demo: false });
    const role = await findRoleByCode(h.db, 'secretaire');
    await withAssociation(1, async () =>
      insertMember(
        h.db,
        {
          nom: 'Vide',
          prenom: 'Année',
          sexe: 'F',
          telephone: '+237690000299',
          bloc: 'Bloc A',
          roleId: role!.id,
          statut: 'Actif',
          passwordHash: await hashPassword('Rapport-vide-2026'),
        },
        [1, 2, 3],
      ),
    );
    president = await h.login('+237690000299', 'Rapport-vide-2026');
    const year = FIRST_YEAR + 1;
    const lines = await reportLines(year);
    assert.ok(lines.includes(`Aucune cotisation, inscription ni sortie n’a été enregistrée en ${year}.`));
    for (const fund of FUNDS) {
      const totals = await json(`/stats/totals/${fund.caisse}/${year}`);
      assert.equal(totals.cotisationsAnnee, 0);
      assert.ok(lines.includes(fund.name));
    }
    assert.ok(lines.includes(`Cotisations ${year} ${m(0)}`));
    assert.ok(lines.includes(`Aucune sortie validée en ${year}.`));
    assert.ok(lines.includes(`Aucune cotisation en ${year}.`));
  });
});

describe('annual report: heavy work, bounded per association', () => {
  it('six reports asked at once: one drawn, one waiting, four refused with the French 429', async (t) => {
    const heavy = await build(t, {
      env: { HEAVY_JOBS_PER_ASSOCIATION: '1', HEAVY_JOBS_TOTAL: '2', HEAVY_QUEUE_PER_ASSOCIATION: '1' },
    });
    const login = await heavy.request('POST', '/auth/login', {
      body: { telephone: DEMO_LOGINS.president, password: 'demo-quartier' },
    });
    const token = login.body.token as string;
    const associationId = login.body.association.id as number;
    // The running report holds its place until resumed: the burst overlaps whatever the machine's speed.
    const resume = heavy.app.heavyWork.pause(associationId);
    let answered = 0;
    const burst = Promise.all(
      Array.from({ length: 6 }, () =>
        heavy.request('GET', `/rapports/annuel?annee=${thisYear}`, { token }).then((r) => {
          answered += 1;
          return r;
        }),
      ),
    );
    for (let turn = 0; turn < 100_000; turn++) {
      if (heavy.app.heavyWork.running(associationId) === 1 && answered === 4) break;
      await nextTurn();
    }
    assert.equal(answered, 4, 'quatre refus avant la fin du premier rapport');
    resume();
    const statuses = (await burst).map((r) => r.status).sort();
    assert.deepEqual(statuses, [200, 200, 429, 429, 429, 429]);
    for (const refused of (await burst).filter((r) => r.status === 429))
      assert.equal(refused.body.msg, ERRORS.HEAVY_WORK_BUSY.msg);
    assert.equal(heavy.app.heavyWork.peak(associationId), 1, 'jamais plus d’un rapport à la fois');
  });
});

describe('pdfText: what the standard fonts (WinAnsi) can draw', () => {
  it('keeps French letters, turns narrow no-break spaces into no-break spaces and foreign letters into their base', () => {
    assert.equal(
      pdfText('Fond de solidarité — « Président », Secrétaire, ça, où, Œuvre, 5 €'),
      'Fond de solidarité — « Président », Secrétaire, ça, où, Œuvre, 5 €',
    );
    assert.equal(money(1234500), '1\u00a0234\u00a0500 XAF');
    assert.equal(pdfText('Ŋono Ăna Ŋgo'), 'Nono Ana Ngo');
    assert.equal(pdfText('Bloc 🏠'), 'Bloc ?');
  });
});
