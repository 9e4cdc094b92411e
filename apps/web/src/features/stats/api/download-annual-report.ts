import { useMutation } from '@tanstack/react-query';
import { annualReportFileName } from '@quartier/shared';
import { download, saveFile } from '@/lib/api-client';

/**
 * GET /api/rapports/annuel?annee= (staff): the general assembly's report of a year, a PDF built
 * by the server, saved as 'Rapport annuel {year}.pdf'.
 */
export async function downloadAnnualReport(year: number) {
  const file = await download('downloadAnnualReport', { query: { annee: year } });
  saveFile(
    file.type === 'application/pdf' ? file : new Blob([file], { type: 'application/pdf' }),
    annualReportFileName(year),
  );
}

export function useDownloadAnnualReport() {
  return useMutation({ mutationFn: downloadAnnualReport });
}
