import { formatNumber } from '@/lib/format';
import { LEDGER_PAGE_SIZE } from '../api/get-ledger';
import { messages } from '../i18n/ledger';

/*
 * The line above each list of a fund page: how many rows, for which search, which page. Both
 * lists show LEDGER_PAGE_SIZE rows a page. In the reader's language (the catalogue's `page`).
 */

function pageNote(total: number, page: number): string {
  return total > LEDGER_PAGE_SIZE ? messages().page.pageNote(page, Math.ceil(total / LEDGER_PAGE_SIZE)) : '';
}

/** '12 membres · année 2026 · page 1 sur 2', or '3 résultats pour « Ngo »'. */
export function ledgerSummary({ total, year, q, page }: { total: number; year: number; q: string; page: number }) {
  const m = messages().page;
  const count = q ? m.searchCount(formatNumber(total), total, q) : m.ledgerCount(formatNumber(total), total, year);
  return count + pageNote(total, page);
}

/** '4 sorties, toutes années confondues', or '1 sortie pour « puits »'. */
export function withdrawalSummary({ count, search, page }: { count: number; search: string; page: number }) {
  return messages().page.withdrawalCount(formatNumber(count), count, search) + pageNote(count, page);
}
