import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { CAISSE_NAMES, FRENCH_MONTHS, SOLIDARITY_TYPES, WITHDRAWAL_STATUS_WORDS, formatDay } from '@quartier/shared';
import { attachment } from '../../lib/content-disposition.js';
import type { AppContext } from '../../context.js';
import { ledger, withdrawalsOfYear } from './service.js';

const XAF_FORMAT = '#,##0 "XAF"';

/** What an export holds: the members' table ('all', the spec's) or the withdrawals ('sorties'). */
export type ExportScope = 'all' | 'sorties';

/**
 * The spec's file names: 'Cotisation Mensuelle {year}' and 'fond de solidarite {year}.xlsx';
 * the withdrawals' file starts with 'Sorties'.
 */
export function exportFileName(caisseId: 1 | 3, year: number, scope: ExportScope = 'all'): string {
  const name = caisseId === 3 ? `Cotisation Mensuelle ${year}.xlsx` : `fond de solidarite ${year}.xlsx`;
  return scope === 'sorties' ? `Sorties ${name}` : name;
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
 * French headers, XAF format, frozen header, and a totals row — the same figures as the page.
 */
export async function exportLedger(ctx: AppContext, caisseId: 1 | 3, year: number): Promise<Buffer> {
  const data = await ledger(ctx, caisseId, year, {});
  const workbook = newWorkbook(ctx);
  const sheet = workbook.addWorksheet(`${CAISSE_NAMES[caisseId]} ${year}`.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 2 }],
  });
  sheet.columns = [
    { header: 'Nom', key: 'nom', width: 18 },
    { header: 'Prénom', key: 'prenom', width: 18 },
    { header: 'Bloc', key: 'bloc', width: 12 },
    ...FRENCH_MONTHS.map((m, i) => ({ header: m, key: `m${i}`, width: 12, style: { numFmt: XAF_FORMAT } })),
    { header: 'Total', key: 'total', width: 14, style: { numFmt: XAF_FORMAT } },
    { header: 'Sorties (parts arrondies)', key: 'sorties', width: 16, style: { numFmt: XAF_FORMAT } },
    {
      header: caisseId === 1 ? 'Solde (toutes années)' : 'Solde',
      key: 'solde',
      width: 16,
      style: { numFmt: XAF_FORMAT },
    },
    { header: 'À compléter', key: 'aCompleter', width: 14, style: { numFmt: XAF_FORMAT } },
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
    nom: 'Total',
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
export async function exportWithdrawals(ctx: AppContext, caisseId: 1 | 3, year: number): Promise<Buffer> {
  const { list, validated } = await withdrawalsOfYear(ctx, caisseId, year);
  const workbook = newWorkbook(ctx);
  const sheet = workbook.addWorksheet(`Sorties ${CAISSE_NAMES[caisseId]} ${year}`.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { header: 'Demandée le', key: 'createdAt', width: 13 },
    { header: 'Libellé', key: 'libelle', width: 32 },
    { header: 'Type', key: 'type', width: 20 },
    { header: 'Demandeur', key: 'demandeur', width: 24 },
    { header: 'Montant', key: 'montant', width: 14, style: { numFmt: XAF_FORMAT } },
    { header: 'Transport', key: 'transport', width: 14, style: { numFmt: XAF_FORMAT } },
    { header: 'Total', key: 'total', width: 14, style: { numFmt: XAF_FORMAT } },
    { header: 'Statut', key: 'statut', width: 12 },
    { header: 'Validée ou rejetée le', key: 'validatedAt', width: 20 },
    { header: 'Personnes', key: 'personnes', width: 11 },
    { header: 'Part arrondie', key: 'part', width: 14, style: { numFmt: XAF_FORMAT } },
    { header: 'Motif du refus', key: 'motifRefus', width: 28 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const w of list) {
    sheet.addRow({
      createdAt: formatDay(w.createdAt),
      libelle: w.libelle ?? w.motif ?? '',
      type: caisseId === 1 ? (SOLIDARITY_TYPES[w.type as keyof typeof SOLIDARITY_TYPES] ?? w.type) : w.type,
      demandeur: `${w.Membre.prenom} ${w.Membre.nom}`,
      montant: w.montant,
      transport: w.transport,
      total: w.montant + w.transport,
      statut: WITHDRAWAL_STATUS_WORDS[w.statut],
      validatedAt: w.validated_at ? formatDay(w.validated_at) : '',
      personnes: w.nbr_personnes ?? '',
      part: w.part ?? '',
      motifRefus: w.motifRefus ?? '',
    });
  }
  const totals = sheet.addRow({ createdAt: `Sorties validées ${year}`, total: validated });
  totals.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An .xlsx answer under its French file name (lib/content-disposition.ts); never cached. */
export function sendWorkbook(reply: FastifyReply, name: string, file: Buffer) {
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', attachment(name))
    .header('cache-control', 'no-store')
    .send(file);
}
