import { CAISSE_IDS, JOURNAL_KINDS, type CaisseId, type JournalFilter, type JournalKind } from '@quartier/shared';

/**
 * The journal's filters as they sit in the address (?membre=12&type=cotisation&page=2): a reload,
 * a shared link or 'back' finds the same view. Names are the API's (GET /journal).
 */
export interface JournalFilters {
  du: string;
  au: string;
  caisse: CaisseId | null;
  type: JournalKind | null;
  membre: number | null;
  auteur: number | null;
}

export const NO_FILTERS: JournalFilters = { du: '', au: '', caisse: null, type: null, membre: null, auteur: null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positive(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** What the address says; anything the server would refuse is left out rather than sent. */
export function filtersFrom(params: URLSearchParams): { filters: JournalFilters; page: number } {
  const caisse = Number(params.get('caisse'));
  const type = params.get('type');
  const du = params.get('du') ?? '';
  const au = params.get('au') ?? '';
  return {
    filters: {
      du: DAY.test(du) ? du : '',
      au: DAY.test(au) ? au : '',
      caisse: (CAISSE_IDS as readonly number[]).includes(caisse) ? (caisse as CaisseId) : null,
      type: type && (JOURNAL_KINDS as readonly string[]).includes(type) ? (type as JournalKind) : null,
      membre: positive(params.get('membre')),
      auteur: positive(params.get('auteur')),
    },
    page: positive(params.get('page')) ?? 1,
  };
}

/** The query string of the API call and of the address (page 1 is left out). */
export function filterParams(filters: JournalFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== '' && value !== null) params.set(key, String(value));
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The filters as the API takes them (GET /journal and its export): the ones not set are left out. */
export function filterQuery({ du, au, caisse, type, membre, auteur }: JournalFilters): JournalFilter {
  return {
    du: du || undefined,
    au: au || undefined,
    caisse: caisse ?? undefined,
    type: type ?? undefined,
    membre: membre ?? undefined,
    auteur: auteur ?? undefined,
  };
}

export function activeFilterCount(filters: JournalFilters): number {
  return Object.values(filters).filter((value) => value !== '' && value !== null).length;
}
