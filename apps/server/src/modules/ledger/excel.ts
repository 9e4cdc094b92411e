import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { DEFAULT_LANGUE, formatDay, monthName, type Langue } from '@quartier/shared';
import { attachment } from '../../lib/content-disposition.js';
import { COMMON_WORDS, withdrawalType } from '../../lib/words.js';
import type { AppContext } from '../../context.js';
import { ledger, withdrawalsOfYear } from './service.js';
import { LEDGER_WORDS } from './words.js';

const XAF_FORMAT = '#,##0 "XAF"';

/** What an export holds: the members' table ('all', the spec's) or the withdrawals ('sorties'). */
export type ExportScope = 'all' | 'sorties';

/**
 * The spec's file names: 'Cotisation Mensuelle {year}' and 'fond de solidarite {year}.xlsx';
 * the withdrawals' file starts with 'Sorties'. In English, 'Monthly contributions {year}.xlsx'…
 */
export function exportFileName(
  caisseId: 1 | 3,
  year: number,
  scope: ExportScope = 'all',
  langue: Langue = DEFAULT_LANGUE,
): string {
  const words = LEDGER_WORDS[langue];
  const name = words.ledgerFile(caisseId, year);
  return scope === 'sorties' ? words.withdrawalsFile(name) : name;
}

/** A workbook signed by the product, dated by the clock (also the journal's export). */
export function newWorkbook(ctx: AppContext) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quartier';
  workbook.created = ctx.clock.now();
  return workbook;
}

/**
 * One sheet: a row per member with the twelve months, totals, exits, balance and 'à compléter',
 * headers in the requester's language (French by default), XAF format, frozen header, and a
 * totals row — the same figures as the page.
 */
export async function exportLedger(
  ctx: AppContext,
  caisseId: 1 | 3,
  year: number,
  langue: Langue = DEFAULT_LANGUE,
): Promise<Buffer> {
  const words = LEDGER_WORDS[langue];
  const data = await ledger(ctx, caisseId, year, {});
  const workbook = newWorkbook(ctx);
  const sheet = workbook.addWorksheet(`${COMMON_WORDS[langue].funds[caisseId]} ${year}`.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 2 }],
  });
  sheet.columns = [
    { header: words.nom, key: 'nom', width: 18 },
    { header: words.prenom, key: 'prenom', width: 18 },
    { header: words.bloc, key: 'bloc', width: 12 },
    ...Array.from({ length: 12 }, (_, i) => ({
      header: monthName(i + 1, langue),
      key: `m${i}`,
      width: 12,
      style: { numFmt: XAF_FORMAT },
    })),
    { header: words.total, key: 'total', width: 14, style: { numFmt: XAF_FORMAT } },
    { header: words.sorties, key: 'sorties', width: 16, style: { numFmt: XAF_FORMAT } },
    {
      header: caisseId === 1 ? words.soldeAllYears : words.solde,
      key: 'solde',
      width: 16,
      style: { numFmt: XAF_FORMAT },
    },
    { header: words.aCompleter, key: 'aCompleter', width: 14, style: { numFmt: XAF_FORMAT } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of data.transactions) {
    sheet.addRow({
      nom: row.Membre.nom,
      prenom: row.Membre.prenom,
      bloc: row.Membre.bloc,
      ...Object.fromEntries(row.mois.map((amount, i) => [`m${i}`, amount])),
      total: row.totalMontant,
      sorties: row.totalSortie,
      solde: row.solde,
      aCompleter: row.aCompleter ?? '-',
    });
  }
  const totals = sheet.addRow({
    nom: words.total,
    ...Object.fromEntries(data.totaux.mois.map((amount, i) => [`m${i}`, amount])),
    total: data.totaux.totalMontant,
    sorties: data.totaux.totalSortie,
    solde: data.totaux.solde,
  });
  totals.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The 'Sorties' category of a fund page as a sheet: the fund's withdrawals of the year (the
 * year they were validated, else requested, in Douala), every status, and a last line with what
 * the validated ones took out of the fund — the fund page's and the statistics' 'Sorties {year}'.
 * Texts go in as plain strings (never formulas), whatever character they start with.
 */
export async function exportWithdrawals(
  ctx: AppContext,
  caisseId: 1 | 3,
  year: number,
  langue: Langue = DEFAULT_LANGUE,
): Promise<Buffer> {
  const words = LEDGER_WORDS[langue];
  const common = COMMON_WORDS[langue];
  const { list, validated } = await withdrawalsOfYear(ctx, caisseId, year);
  const workbook = newWorkbook(ctx);
  const sheet = workbook.addWorksheet(words.withdrawalsSheet(common.funds[caisseId], year).slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { header: words.requestedOn, key: 'createdAt', width: 13 },
    { header: words.libelle, key: 'libelle', width: 32 },
    { header: words.type, key: 'type', width: 20 },
    { header: words.demandeur, key: 'demandeur', width: 24 },
    { header: words.montant, key: 'montant', width: 14, style: { numFmt: XAF_FORMAT } },
    { header: words.transport, key: 'transport', width: 14, style: { numFmt: XAF_FORMAT } },
    { header: words.total, key: 'total', width: 14, style: { numFmt: XAF_FORMAT } },
    { header: words.statut, key: 'statut', width: 12 },
    { header: words.decidedOn, key: 'validatedAt', width: 20 },
    { header: words.personnes, key: 'personnes', width: 11 },
    { header: words.part, key: 'part', width: 14, style: { numFmt: XAF_FORMAT } },
    { header: words.motifRefus, key: 'motifRefus', width: 28 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const w of list) {
    sheet.addRow({
      createdAt: formatDay(w.createdAt, langue),
      libelle: w.libelle ?? w.motif ?? '',
      type: withdrawalType(langue, caisseId, w.type),
      demandeur: `${w.Membre.prenom} ${w.Membre.nom}`,
      montant: w.montant,
      transport: w.transport,
      total: w.montant + w.transport,
      statut: common.withdrawalStatus[w.statut],
      validatedAt: w.validated_at ? formatDay(w.validated_at, langue) : '',
      personnes: w.nbr_personnes ?? '',
      part: w.part ?? '',
      motifRefus: w.motifRefus ?? '',
    });
  }
  const totals = sheet.addRow({ createdAt: words.validatedTotal(year), total: validated });
  totals.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An .xlsx answer under its file name, in the requester's language (lib/content-disposition.ts); never cached. */
export function sendWorkbook(reply: FastifyReply, name: string, file: Buffer) {
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', attachment(name))
    .header('cache-control', 'no-store')
    .send(file);
}
