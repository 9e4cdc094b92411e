import {
  DEFAULT_LANGUE,
  JOURNAL_PAGE_SIZE,
  type JournalFilter,
  type JournalQuery,
  type Langue,
} from '@quartier/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { actionsOf, presentEntry } from './presenter.js';
import * as repo from './repository.js';
import type { JournalRow } from './repository.js';

/** The rows as the staff read them, in the reader's language: payments with the month's total before and after. */
async function present(executor: Executor, rows: JournalRow[], langue: Langue) {
  const payments = rows.filter((r) => r.action === 'transaction.create' && r.entityId).map((r) => Number(r.entityId));
  const [roleNames, monthTotals] = await Promise.all([
    repo.roleNames(executor),
    repo.monthTotalsAround(executor, payments.filter(Number.isSafeInteger)),
  ]);
  return rows.map((row) => presentEntry(row, { roleNames, monthTotals, langue }));
}

function filterOf(query: JournalQuery): JournalFilter {
  const { page: _page, pageSize: _pageSize, ...filter } = query;
  return filter;
}

/** One page of the journal, newest first, and how many entries the filters match in all. */
export async function journalPage(ctx: AppContext, query: JournalQuery, langue: Langue = DEFAULT_LANGUE) {
  const filter = filterOf(query);
  const actions = actionsOf(filter.type);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? JOURNAL_PAGE_SIZE;
  // One snapshot: the total and the page agree even while entries are being added.
  return ctx.db.transaction(
    async (tx) => {
      const [total, rows] = await Promise.all([
        repo.countEntries(tx, filter, actions),
        repo.listEntries(tx, filter, actions, { limit: pageSize, offset: (page - 1) * pageSize }),
      ]);
      return { entrees: await present(tx, rows, langue), total, page, pageSize };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The most entries one export holds: a year of a large association; the screen says to narrow. */
export const EXPORT_MAX_ENTRIES = 50_000;
const EXPORT_BATCH = 1_000;

/** Every entry the filters match, newest first (the Excel export), in batches of one snapshot. */
export async function journalEntries(ctx: AppContext, filter: JournalFilter, langue: Langue = DEFAULT_LANGUE) {
  const actions = actionsOf(filter.type);
  return ctx.db.transaction(
    async (tx) => {
      const entries = [];
      for (let offset = 0; offset < EXPORT_MAX_ENTRIES; offset += EXPORT_BATCH) {
        const rows = await repo.listEntries(tx, filter, actions, { limit: EXPORT_BATCH, offset });
        entries.push(...(await present(tx, rows, langue)));
        if (rows.length < EXPORT_BATCH) break;
      }
      return entries;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
