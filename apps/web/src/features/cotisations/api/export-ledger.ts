import { useMutation } from '@tanstack/react-query';
import { FUND_LABELS, type FundCaisse } from '../lib/fund';
import { apiDownload, saveFile } from '@/lib/api-client';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET /api/cotisation/exportExcel/:year/:caisse/all/excel (staff): the year's table as an xlsx
 * file, saved as 'Cotisation Mensuelle {year}.xlsx' or 'fond de solidarite {year}.xlsx'.
 */
export async function exportLedger({ caisse, year }: { caisse: FundCaisse; year: number }) {
  const file = await apiDownload(`/cotisation/exportExcel/${year}/${caisse}/all/excel`);
  saveFile(file.type === XLSX ? file : new Blob([file], { type: XLSX }), FUND_LABELS[caisse].exportFileName(year));
}

export function useExportLedger() {
  return useMutation({ mutationFn: exportLedger });
}
