/** Domain constants shared by the server and the web app (spec section 9, rulings R3-R8). */
import type { Langue } from './i18n.js';

export const ASSOCIATION_TIME_ZONE = 'Africa/Douala';
/**
 * Cameroon keeps West Africa Time all year: UTC+1, no daylight saving time. Month and year of an
 * instant are computed with this offset, without Intl: a phone opening the app then asks for its
 * first answers before loading the French locale data (shared.test.ts checks it against the time
 * zone database).
 */
export const ASSOCIATION_UTC_OFFSET_MINUTES = 60;
export const DEFAULT_PHONE_REGION = 'CM';
export const CURRENCY = 'XAF';

export const ROLE_CODES = [
  'president',
  'secretaire',
  'vice_president',
  'tresorier',
  'commissaire_aux_comptes',
  'censeur',
  'membre',
] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

/** Display names; the server seeds the roles table from this list. */
export const ROLE_NAMES: Record<RoleCode, string> = {
  president: 'Président',
  secretaire: 'Secrétaire',
  vice_president: 'Vice-président',
  tresorier: 'Trésorier',
  commissaire_aux_comptes: 'Commissaire aux comptes',
  censeur: 'Censeur',
  membre: 'Membre',
};
/** The roles in English (issue 25, docs/glossaire.md): screens, exports and the report say them so. */
export const ROLE_NAMES_EN: Record<RoleCode, string> = {
  president: 'President',
  secretaire: 'Secretary',
  vice_president: 'Vice-president',
  tresorier: 'Treasurer',
  commissaire_aux_comptes: 'Auditor',
  censeur: 'Censor',
  membre: 'Member',
};

export const MEMBER_STATUSES = ['Actif', 'Suspendu', 'En Attente', 'Inactif'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const SEXES = ['M', 'F'] as const;
export type Sexe = (typeof SEXES)[number];

/** Caisse ids are part of the API (spec section 9). */
export const CAISSE = { solidarite: 1, inscriptions: 2, mensuelle: 3 } as const;
export const CAISSE_IDS = [1, 2, 3] as const;
export type CaisseId = (typeof CAISSE_IDS)[number];
export const CAISSE_NAMES: Record<CaisseId, string> = {
  1: 'Fond de solidarité',
  2: 'Inscription',
  3: 'Cotisation Mensuelle',
};
/** The funds in English (issue 25, docs/glossaire.md); the data keep their French names. */
export const CAISSE_NAMES_EN: Record<CaisseId, string> = {
  1: 'Solidarity fund',
  2: 'Registration',
  3: 'Monthly contributions',
};

/** Solidarity withdrawal types (spec section 5): 1, 2, 3 with their labels. */
export const SOLIDARITY_TYPES = {
  '1': 'Fond de solidarité',
  '2': 'Cotisation Mensuelles',
  '3': 'Inscriptions',
} as const;
export const MONTHLY_TYPES = ['Travaux', 'Sport', 'Membres', 'Chaises'] as const;
export type MonthlyType = (typeof MONTHLY_TYPES)[number];

/** How a withdrawal's type reads (issue 25); the data keep '1', '2', '3' and the monthly French words. */
export const WITHDRAWAL_TYPE_NAMES: Record<
  Langue,
  { solidarity: Record<keyof typeof SOLIDARITY_TYPES, string>; monthly: Record<MonthlyType, string> }
> = {
  fr: {
    solidarity: SOLIDARITY_TYPES,
    monthly: { Travaux: 'Travaux', Sport: 'Sport', Membres: 'Membres', Chaises: 'Chaises' },
  },
  en: {
    solidarity: { '1': 'Solidarity fund', '2': 'Monthly contributions', '3': 'Registrations' },
    monthly: { Travaux: 'Works', Sport: 'Sport', Membres: 'Members', Chaises: 'Chairs' },
  },
};

/**
 * A withdrawal's type in `langue`, for the fund `caisse` (1 solidarity, 3 monthly); null when the
 * fund is not known (the journal): the two funds' values do not overlap. Anything else as stored.
 */
export function withdrawalTypeName(caisse: number | null, type: string, langue: Langue): string {
  const { solidarity, monthly } = WITHDRAWAL_TYPE_NAMES[langue];
  if ((caisse ?? 1) === 1 && Object.hasOwn(solidarity, type)) return solidarity[type as keyof typeof solidarity];
  if ((caisse ?? 3) === 3 && Object.hasOwn(monthly, type)) return monthly[type as MonthlyType];
  return type;
}

/** A withdrawal's status as screens and exports write it (rulings R8); the data keep the values. */
export const WITHDRAWAL_STATUS_WORDS = { 'En cours': 'En cours', Valide: 'Validée', Rejetee: 'Rejetée' } as const;

export const REGISTRATION_FEE = 5000;
export const MONTHLY_DUE_PER_MONTH = 2500;
export const SOLIDARITY_TARGET = 50000;
export const FIRST_YEAR = 2021;

/**
 * Money bounds (issue 20). Sums are bigint in the database but JSON numbers in the API, exact
 * only below 2^53 (9 007 199 254 740 991): one payment, withdrawal or corrected month is at most
 * MAX_AMOUNT, and what a fund has ever received at most MAX_FUND_TOTAL. Withdrawals never exceed
 * the balance, so every sum the API answers (a fund, a member's years, the three funds together)
 * stays thousands of times below 2^53. No neighbourhood association comes near either bound.
 */
export const MAX_AMOUNT = 100_000_000;
export const MAX_FUND_TOTAL = 1_000_000_000_000;

export const OTP_LENGTH = 6;

/**
 * A confirmation link's token: `<association id>.<random>` (issue 21: the link names its
 * association), or a link sent before. Here rather than only in its schema: the confirmation page
 * checks it without loading zod.
 */
export const CONFIRM_TOKEN_PATTERN = /^(?:\d{1,9}\.)?[A-Za-z0-9_-]{16,64}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Lifetimes and limits of rulings R5. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const SESSION_REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const CONFIRM_CODE_TTL_MS = 48 * 60 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODES_PER_PHONE_PER_HOUR = 3;

export const TOAST_DURATION_MS = 3000;
export const TOAST_LONG_DURATION_MS = 5000;

export const FRENCH_MONTHS = [
  'Janvier',
  'Février',
  'Mars',
  'Avril',
  'Mai',
  'Juin',
  'Juillet',
  'Août',
  'Septembre',
  'Octobre',
  'Novembre',
  'Décembre',
] as const;

/** A notification is a reminder (rappel) or the answer to a member's request (request). */
export const NOTIFICATION_TYPES = ['rappel', 'request'] as const;

/**
 * The staff's journal (issue 26, ADR 0020): every write that touched money or members, newest
 * first. A kind groups the recorded actions the filters offer; the server maps each action to
 * one (modules/journal/presenter.ts) and words every entry in French. Here, not beside the
 * journal's schemas: the web app reads them at start (the journal page's preload), without zod.
 */
export const JOURNAL_KINDS = [
  'cotisation',
  'correction',
  'sortie',
  'demande',
  'membre',
  'bureau',
  'association',
] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

/** Entries per page unless the call says otherwise; the server refuses more than the maximum. */
export const JOURNAL_PAGE_SIZE = 20;
export const JOURNAL_MAX_PAGE_SIZE = 100;
