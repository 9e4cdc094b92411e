import { useMutation } from '@tanstack/react-query';
import { download, saveFile } from '@/lib/api-client';
import { messages } from '../i18n';
import { filterQuery, type JournalFilters } from '../lib/filters';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /api/journal/export (staff): the filtered journal as an xlsx file built by the server. */
export async function exportJournal(filters: JournalFilters) {
  const file = await download('exportJournal', { query: filterQuery(filters) });
  const name = messages().fileName(filters.du, filters.au);
  saveFile(file.type === XLSX ? file : new Blob([file], { type: XLSX }), `${name}.xlsx`);
}

export function useExportJournal() {
  return useMutation({ mutationFn: exportJournal });
}
