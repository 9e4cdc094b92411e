import { z } from 'zod';
import { CAISSE_IDS, JOURNAL_KINDS, JOURNAL_MAX_PAGE_SIZE, type JournalKind } from '../constants.js';
import { fieldLabel, say, validationMessages, type FieldLabel } from '../validation-messages.js';

export const JOURNAL_KIND_LABELS: Record<JournalKind, string> = {
  cotisation: 'Cotisations',
  correction: 'Corrections',
  sortie: 'Sorties',
  demande: 'Demandes de modification',
  membre: 'Membres',
  bureau: 'Changements du bureau',
  association: 'Réglages de l’association',
};
/** The same kinds in English (issue 25): the journal's filter and its Excel export say them so. */
export const JOURNAL_KIND_LABELS_EN: Record<JournalKind, string> = {
  cotisation: 'Contributions',
  correction: 'Corrections',
  sortie: 'Withdrawals',
  demande: 'Modification requests',
  membre: 'Members',
  bureau: 'Changes to the officers',
  association: 'Association settings',
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'AAAA-MM-JJ' (in Douala: the server takes the whole day there). */
function daySchema(label: FieldLabel) {
  return z.string({ error: () => validationMessages().day(fieldLabel(label)) }).refine(
    (value) => {
      const match = ISO_DAY.exec(value);
      if (!match) return false;
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const date = new Date(Date.UTC(year, month - 1, day));
      return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    },
    { error: () => validationMessages().dayExists(fieldLabel(label)) },
  );
}

function memberIdSchema(label: FieldLabel) {
  const error = () => validationMessages().labelledId(fieldLabel(label));
  return z.coerce.number({ error }).int({ error }).positive({ error }).max(2_147_483_647, { error });
}

/** The journal's filters, all optional; the same for a page and for the Excel export. */
const filterShape = {
  du: daySchema('Du').optional(),
  au: daySchema('Au').optional(),
  caisse: z.coerce
    .number({ error: say('fundOneTwoThree') })
    .refine((value): value is (typeof CAISSE_IDS)[number] => (CAISSE_IDS as readonly number[]).includes(value), {
      error: say('fundOneTwoThree'),
    })
    .optional(),
  membre: memberIdSchema('Membre').optional(),
  auteur: memberIdSchema('Auteur').optional(),
  type: z.enum(JOURNAL_KINDS, { error: () => validationMessages().journalType(JOURNAL_KINDS.join(', ')) }).optional(),
};

const periodInOrder = (value: { du?: string; au?: string }) => !value.du || !value.au || value.du <= value.au;
const PERIOD_MESSAGE = { error: say('periodOrder'), path: ['au'] };

export const journalFilterSchema = z.strictObject(filterShape).refine(periodInOrder, PERIOD_MESSAGE);
export type JournalFilter = z.infer<typeof journalFilterSchema>;

export const journalQuerySchema = z
  .strictObject({
    ...filterShape,
    page: z.coerce
      .number({ error: say('pageInvalid') })
      .int({ error: say('pageInvalid') })
      .min(1, { error: say('pageInvalid') })
      .max(100_000, { error: say('pageInvalid') })
      .optional(),
    pageSize: z.coerce
      .number({ error: say('pageSizeInvalid') })
      .int({ error: say('pageSizeInvalid') })
      .min(1, { error: say('pageSizeInvalid') })
      .max(JOURNAL_MAX_PAGE_SIZE, { error: () => validationMessages().journalPageSizeMax(JOURNAL_MAX_PAGE_SIZE) })
      .optional(),
  })
  .refine(periodInOrder, PERIOD_MESSAGE);
export type JournalQuery = z.infer<typeof journalQuerySchema>;

/** One field of an entry, as it was and as it became (null: it did not exist, or it was removed). */
export const journalChangeSchema = z.object({
  champ: z.string(),
  avant: z.string().nullable(),
  apres: z.string().nullable(),
});
export type JournalChange = z.infer<typeof journalChangeSchema>;

const personSchema = z.object({ id: z.number().int(), nom: z.string(), prenom: z.string() });

export const journalEntrySchema = z.object({
  id: z.number().int(),
  /** ISO instant of the write. */
  date: z.string(),
  type: z.enum(JOURNAL_KINDS),
  /** What was done, in one French sentence. */
  resume: z.string(),
  /** Null: the server itself (a scheduled job, the administrator's command line). */
  auteur: personSchema.extend({ role: z.string() }).nullable(),
  membre: personSchema.nullable(),
  caisse: z.object({ id: z.number().int(), nom: z.string() }).nullable(),
  changements: z.array(journalChangeSchema),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalResponseSchema = z.object({
  status: z.literal('success'),
  entrees: z.array(journalEntrySchema),
  /** Entries matching the filters, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type JournalPage = z.infer<typeof journalResponseSchema>;
