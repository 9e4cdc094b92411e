import { DEFAULT_LANGUE, formatDateTime, formatDay, type JournalFilter, type Langue } from '@quartier/shared';
import type { AppContext } from '../../context.js';
import { newWorkbook } from '../ledger/excel.js';
import { journalEntries } from './service.js';
import { JOURNAL_WORDS } from './words.js';

/**
 * « Journal 2026-01-01 au 2026-03-31.xlsx », or « Journal {today}.xlsx » without a period; in
 * English « Log 2026-01-01 to 2026-03-31.xlsx ».
 */
export function journalFileName(filter: JournalFilter, today: Date, langue: Langue = DEFAULT_LANGUE): string {
  const words = JOURNAL_WORDS[langue];
  const period = filter.du || filter.au ? words.period(filter.du, filter.au) : null;
  return words.file(period ?? formatDay(today.toISOString()).split('/').reverse().join('-'));
}

/**
 * The filtered journal as one sheet, the same words as the page: a row per entry, its changes
 * one per line. Texts go in as plain strings (never formulas), whatever character they start with.
 * Everything in the requester's language (issue 25), the sentences as the page words them.
 */
export async function exportJournal(
  ctx: AppContext,
  filter: JournalFilter,
  langue: Langue = DEFAULT_LANGUE,
): Promise<Buffer> {
  const words = JOURNAL_WORDS[langue];
  const entries = await journalEntries(ctx, filter, langue);
  const workbook = newWorkbook(ctx);
  const sheet = workbook.addWorksheet(words.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: words.date, key: 'date', width: 19 },
    { header: words.auteur, key: 'auteur', width: 26 },
    { header: words.type, key: 'type', width: 22 },
    { header: words.membre, key: 'membre', width: 24 },
    { header: words.caisse, key: 'caisse', width: 20 },
    { header: words.resume, key: 'resume', width: 60 },
    { header: words.changements, key: 'changements', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const entry of entries) {
    const row = sheet.addRow({
      date: formatDateTime(entry.date, langue),
      auteur: entry.auteur
        ? `${entry.auteur.prenom} ${entry.auteur.nom}${entry.auteur.role ? ` (${entry.auteur.role})` : ''}`
        : words.server,
      type: words.kinds[entry.type],
      membre: entry.membre ? `${entry.membre.prenom} ${entry.membre.nom}` : '',
      caisse: entry.caisse?.nom ?? '',
      resume: entry.resume,
      changements: entry.changements.map((c) => words.changeLine(c.champ, c.avant ?? '—', c.apres ?? '—')).join('\n'),
    });
    row.alignment = { vertical: 'top', wrapText: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
