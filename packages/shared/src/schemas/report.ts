import { z } from 'zod';
import { yearSchema } from './ledger.js';
import { say } from '../validation-messages.js';

/** rapports/annuel?annee=2026: the year of the general assembly's report (issue 26). */
export const annualReportQuerySchema = z.object({
  annee: z.coerce.number({ error: say('yearInvalid') }).pipe(yearSchema),
});
export type AnnualReportQuery = z.infer<typeof annualReportQuerySchema>;

/** The report's file name, the same on the server (Content-Disposition) and on the phone that saves it. */
export function annualReportFileName(year: number): string {
  return `Rapport annuel ${year}.pdf`;
}
