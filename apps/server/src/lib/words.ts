import {
  CAISSE_NAMES,
  CAISSE_NAMES_EN,
  displayRoleName,
  MONTHLY_TYPES,
  ROLE_NAMES,
  ROLE_NAMES_EN,
  SOLIDARITY_TYPES,
  WITHDRAWAL_STATUS_WORDS,
  type CaisseId,
  type Langue,
  type RoleCode,
} from '@quartier/shared';

/*
 * The server's own words in both languages (issue 25, ADR 0029), for what it writes without the
 * web app: Excel files, the annual report, stored notifications. One home per area: this file
 * for the words every area shares, a `words.ts` beside each module for its own. Each catalogue is
 * `{ fr, en }` where `en` is typed by `fr`: a missing, extra or differently shaped English word
 * does not compile, and lib/words.test.ts checks both languages at run time as well. French is
 * the spec's wording, word for word.
 */

const fr = {
  /** The three funds, as screens and exports name them. */
  funds: { ...CAISSE_NAMES } as Record<CaisseId, string>,
  /** A withdrawal's status (rulings R8); the data keep 'Valide' / 'Rejetee'. */
  withdrawalStatus: { ...WITHDRAWAL_STATUS_WORDS } as Record<keyof typeof WITHDRAWAL_STATUS_WORDS, string>,
  /** The solidarity fund's withdrawal types (stored as '1', '2', '3'). */
  solidarityTypes: { ...SOLIDARITY_TYPES } as Record<keyof typeof SOLIDARITY_TYPES, string>,
  /** The monthly fund's withdrawal types, stored as these French words. */
  monthlyTypes: Object.fromEntries(MONTHLY_TYPES.map((t) => [t, t])) as Record<(typeof MONTHLY_TYPES)[number], string>,
  roles: { ...ROLE_NAMES } as Record<RoleCode, string>,
};

export type CommonWords = typeof fr;

const en: CommonWords = {
  funds: { ...CAISSE_NAMES_EN },
  withdrawalStatus: { 'En cours': 'Pending', Valide: 'Validated', Rejetee: 'Rejected' },
  solidarityTypes: { '1': 'Solidarity fund', '2': 'Monthly contributions', '3': 'Registrations' },
  monthlyTypes: { Travaux: 'Works', Sport: 'Sport', Membres: 'Members', Chaises: 'Chairs' },
  roles: { ...ROLE_NAMES_EN },
};

export const COMMON_WORDS: Record<Langue, CommonWords> = { fr, en };

/** A withdrawal's type as written for a reader: the solidarity fund's '1'..'3' named, others as stored. */
export function withdrawalType(langue: Langue, caisseId: number, type: string): string {
  const types: Record<string, string> =
    caisseId === 1 ? COMMON_WORDS[langue].solidarityTypes : COMMON_WORDS[langue].monthlyTypes;
  return Object.hasOwn(types, type) ? types[type]! : type;
}

/**
 * A role's display name in a language from its stored French name ('Secrétaire', or an older
 * 'Président (e)'), where only the name is at hand; the name itself when it is no role of ours.
 */
export function roleNameFromStored(langue: Langue, storedName: string): string {
  const display = displayRoleName(storedName);
  const code = (Object.keys(ROLE_NAMES) as RoleCode[]).find((c) => ROLE_NAMES[c] === display);
  return code ? COMMON_WORDS[langue].roles[code] : display;
}
