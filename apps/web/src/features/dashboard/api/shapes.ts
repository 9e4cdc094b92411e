import {
  NOTIFICATION_TYPES,
  type gendersResponseSchema,
  type MemberList,
  type myMonthlyResponseSchema,
  type notificationsResponseSchema,
  type StatsTotals,
  type totalsResponseSchema,
} from '@quartier/shared';
import type { z } from 'zod';
import { shape } from '@/lib/api-client';
import { intFields, isInt, isList, isRecord, isString } from '@/lib/checks';

/*
 * Light answer checks for the dashboard, the page most members open first: their types come
 * from the shared zod schemas, but zod itself (about 25 KB, and the time a phone takes to set
 * it up) stays out of the page, which then shows its figures sooner. Every field the cards read
 * is checked, amounts as integers.
 */

/** GET cotisation/totals: [name, amount] of the three funds, in order. */
export const fundTotalsShape = shape<z.infer<typeof totalsResponseSchema>>(
  (body) =>
    body.status === 'success' &&
    isList(
      body.totals,
      (entry) => Array.isArray(entry) && entry.length === 2 && isString(entry[0]) && isInt(entry[1]),
      3,
    ),
);

/** GET cotisation/genders. */
export const gendersShape = shape<z.infer<typeof gendersResponseSchema>>(
  (body) => body.status === 'success' && intFields(body, ['men', 'women']),
);

const STATS_TOTALS_FIELDS = [
  'caisse',
  'annee',
  'mois',
  'totalCotisations',
  'cotisationsAnnee',
  'cotisationsAnneePrecedente',
  'cotisationsMois',
  'cotisationsMoisPrecedent',
  'totalSorties',
  'sortiesAnnee',
  'sortiesAnneePrecedente',
  'sortiesMois',
  'sortiesMoisPrecedent',
  'solde',
] as const;

/** GET stats/totals/:caisse/:year. */
export const statsTotalsShape = shape<StatsTotals>(
  (body) => body.status === 'success' && intFields(body, STATS_TOTALS_FIELDS),
);

const hasAmount = (value: unknown) => isRecord(value) && isInt(value.montant);

/** GET cotisation/myMonthlyContributions/:memberId. */
export const myMonthlyShape = shape<z.infer<typeof myMonthlyResponseSchema>>(
  (body) =>
    body.status === 'success' &&
    intFields(body, ['mois', 'annee']) &&
    hasAmount(body.solidarite) &&
    hasAmount(body.mensuel),
);

/** GET cotisation/allMembres?pageSize=1: the dashboard reads only the two totals. */
export const memberListShape = shape<MemberList>(
  (body) =>
    body.status === 'success' && Array.isArray(body.members) && intFields(body, ['count', 'montantInscriptions']),
);

/**
 * GET cotisation/getGeneralNotifications: the preview reads the title, the text and the date; the
 * Notifications page, which shares this cache entry, also reads the type and the audience.
 */
export const notificationsShape = shape<z.infer<typeof notificationsResponseSchema>>(
  (body) =>
    body.status === 'success' &&
    isList(
      body.notifications,
      (item) =>
        isRecord(item) &&
        isInt(item.id) &&
        (NOTIFICATION_TYPES as readonly unknown[]).includes(item.type) &&
        isString(item.titre) &&
        isString(item.contenu) &&
        isString(item.createdAt) &&
        typeof item.pourTous === 'boolean',
    ),
);
