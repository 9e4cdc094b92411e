import { CAISSE_NAMES, JOURNAL_KIND_LABELS, formatDay, type CaisseId, type JournalFilter } from '@quartier/shared';
import type { AppContext } from '../../context.js';
import { newWorkbook } from '../ledger/excel.js';
import { changeLine, entryDate } from './presenter.js';
import { journalEntries } from './service.js';

/** « Journal 2026-01-01 au 2026-03-31.xlsx », or « Journal {today}.xlsx » without a period. */
export function journalFileName(filter: JournalFilter, today: Date): string {
  const period = filter.du || filter.au ? `${filter.du ?? 'début'} au ${filter.au ?? 'aujourd’hui'}` : null;
  return `Journal ${period ?? formatDay(today.toISOString()).split('/').reverse().join('-')}.xlsx`;
}

/**
 * The filtered journal as one sheet, the same words as the page: a row per entry, its changes
 * one per line. Texts go in as plain strings (never formulas), whatever character they start with.
 */
export async function exportJournal(ctx: AppContext, filter: JournalFilter): Promise<Buffer> {
  const entries = await journalEntries(ctx, filter);
  const workbook = newWorkbook(ctx);
  const sheet = workbook.addWorksheet('Journal', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Date', key: 'date', width: 19 },
    { header: 'Auteur', key: 'auteur', width: 26 },
    { header: 'Type', key: 'type', width: 22 },
    { header: 'Membre concerné', key: 'membre', width: 24 },
    { header: 'Caisse', key: 'caisse', width: 20 },
    { header: 'Écriture', key: 'resume', width: 60 },
    { header: 'Avant → après', key: 'changements', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const entry of entries) {
    const row = sheet.addRow({
      date: entryDate(entry),
      auteur: entry.auteur
        ? `${entry.auteur.prenom} ${entry.auteur.nom}${entry.auteur.role ? ` (${entry.auteur.role})` : ''}`
        : 'Le serveur',
      type: JOURNAL_KIND_LABELS[entry.type],
      membre: entry.membre ? `${entry.membre.prenom} ${entry.membre.nom}` : '',
      caisse: entry.caisse ? CAISSE_NAMES[entry.caisse.id as CaisseId] : '',
      resume: entry.resume,
      changements: entry.changements.map(changeLine).join('\n'),
    });
    row.alignment = { vertical: 'top', wrapText: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
