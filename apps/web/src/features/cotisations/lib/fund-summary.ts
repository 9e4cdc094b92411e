import { formatNumber } from '@/lib/format';
import { LEDGER_PAGE_SIZE } from '../api/get-ledger';
import { quote } from './members';

/*
 * The line above each list of a fund page: how many rows, for which search, which page. Both
 * lists show LEDGER_PAGE_SIZE rows a page.
 */

function pageNote(total: number, page: number): string {
  return total > LEDGER_PAGE_SIZE ? ` · page ${page} sur ${Math.ceil(total / LEDGER_PAGE_SIZE)}` : '';
}

/** '12 membres · année 2026 · page 1 sur 2', or '3 résultats pour « Ngo »'. */
export function ledgerSummary({ total, year, q, page }: { total: number; year: number; q: string; page: number }) {
  const count = q
    ? `${formatNumber(total)} ${total > 1 ? 'résultats' : 'résultat'} pour ${quote(q)}`
    : `${formatNumber(total)} ${total > 1 ? 'membres' : 'membre'} · année ${year}`;
  return count + pageNote(total, page);
}

/** '4 sorties, toutes années confondues', or '1 sortie pour « puits »'. */
export function withdrawalSummary({ count, search, page }: { count: number; search: string; page: number }) {
  return `${formatNumber(count)} ${count > 1 ? 'sorties' : 'sortie'}${
    search ? ` pour ${quote(search)}` : ', toutes années confondues'
  }${pageNote(count, page)}`;
}
