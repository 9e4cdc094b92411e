import { useMutation } from '@tanstack/react-query';
import { FUND_LABELS, type FundCaisse, type FundCategory } from '../lib/fund';
import { download, saveFile } from '@/lib/api-client';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET /api/cotisation/exportExcel/:year/:caisse/all/excel (staff): the year's table as an xlsx
 * file, saved as 'Cotisation Mensuelle {year}.xlsx' or 'fond de solidarite {year}.xlsx'; with
 * the Sorties category shown, …/sorties/excel: the year's withdrawals ('Sorties …{year}.xlsx').
 */
export async function exportLedger({
  caisse,
  year,
  category,
}: {
  caisse: FundCaisse;
  year: number;
  category: FundCategory;
}) {
  const scope = category === 'sorties' ? 'sorties' : 'all';
  const file = await download('exportExcel', { params: { year, caisse, scope, format: 'excel' } });
  saveFile(
    file.type === XLSX ? file : new Blob([file], { type: XLSX }),
    FUND_LABELS[caisse].exportFileName(year, category),
  );
}

export function useExportLedger() {
  return useMutation({ mutationFn: exportLedger });
}
