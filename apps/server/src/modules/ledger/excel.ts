import ExcelJS from 'exceljs';
import { CAISSE_NAMES, FRENCH_MONTHS } from '@quartier/shared';
import type { AppContext } from '../../context.js';
import { ledger } from './service.js';

const XAF_FORMAT = '#,##0 "XAF"';

/** The spec's file names: 'Cotisation Mensuelle {year}' and 'fond de solidarite {year}.xlsx'. */
export function exportFileName(caisseId: 1 | 3, year: number): string {
  return caisseId === 3 ? `Cotisation Mensuelle ${year}.xlsx` : `fond de solidarite ${year}.xlsx`;
}

/**
 * One sheet: a row per member with the twelve months, totals, exits, balance and 'à compléter',
 * French headers, XAF format, frozen header, and a totals row — the same figures as the page.
 */
export async function exportLedger(ctx: AppContext, caisseId: 1 | 3, year: number): Promise<Buffer> {
  const data = await ledger(ctx, caisseId, year, {});
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quartier';
  workbook.created = ctx.clock.now();
  const sheet = workbook.addWorksheet(`${CAISSE_NAMES[caisseId]} ${year}`.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 2 }],
  });
  sheet.columns = [
    { header: 'Nom', key: 'nom', width: 18 },
    { header: 'Prénom', key: 'prenom', width: 18 },
    { header: 'Bloc', key: 'bloc', width: 12 },
    ...FRENCH_MONTHS.map((m, i) => ({ header: m, key: `m${i}`, width: 12, style: { numFmt: XAF_FORMAT } })),
    { header: 'Total', key: 'total', width: 14, style: { numFmt: XAF_FORMAT } },
    { header: 'Sorties', key: 'sorties', width: 14, style: { numFmt: XAF_FORMAT } },
    { header: 'Solde', key: 'solde', width: 14, style: { numFmt: XAF_FORMAT } },
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
    solde: data.totaux.totalMontant - data.totaux.totalSortie,
  });
  totals.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
