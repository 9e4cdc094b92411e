import { useSyncExternalStore } from 'react';
import { ROLE_CODES, SLUG_PATTERN, type MyAssociation, type RoleCode, type SessionMember } from '@quartier/shared';
import { isMyAssociation } from './checks';
import { forgetCachedAnswers } from './network';

/**
 * The stored login (spec sections 3 and 4): token, membre_id, telephone, nom, prenom, role
 * (display name), plus role_code and expiresAt, and the session's association with the person's
 * other associations (issue 21). Kept in localStorage when 'Se souvenir de moi' is ticked,
 * otherwise in sessionStorage. Lookups read localStorage first, then sessionStorage.
 */
export interface SessionAssociation {
  id: number;
  slug: string;
  nom: string;
}

export interface Session {
  token: string;
  membreId: number;
  telephone: string;
  nom: string;
  prenom: string;
  /** Display name of the role, e.g. 'Secrétaire'. */
  role: string;
  roleCode: RoleCode | null;
  expiresAt: string | null;
  /** The association the token is scoped to; null when the server did not say (before issue 21). */
  association: SessionAssociation | null;
  /** Every association of the person, as the last login, switch or listMyAssociations gave them. */
  associations: MyAssociation[];
}

const KEYS = {
  token: 'token',
  membreId: 'membre_id',
  telephone: 'telephone',
  nom: 'nom',
  prenom: 'prenom',
  role: 'role',
  roleCode: 'role_code',
  expiresAt: 'expiresAt',
  associationId: 'association_id',
  associationSlug: 'association_slug',
  associationNom: 'association_nom',
  associations: 'associations',
} as const;

const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } | null = null;

function storages(): Storage[] {
  const found: Storage[] = [];
  try {
    found.push(window.localStorage);
  } catch {
    // Storage can be blocked (private mode, policies): carry on with what is there.
  }
  try {
    found.push(window.sessionStorage);
  } catch {
    // idem
  }
  return found;
}

function storageHoldingToken(): Storage | null {
  for (const storage of storages()) {
    if (storage.getItem(KEYS.token)) return storage;
  }
  return null;
}

function readAssociations(raw: string | null): MyAssociation[] {
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.filter(isMyAssociation) : [];
  } catch {
    return [];
  }
}

function readAssociation(storage: Storage): SessionAssociation | null {
  const id = Number(storage.getItem(KEYS.associationId));
  const slug = storage.getItem(KEYS.associationSlug);
  const nom = storage.getItem(KEYS.associationNom);
  return Number.isInteger(id) && id > 0 && slug && nom !== null ? { id, slug, nom } : null;
}

function readSession(): Session | null {
  const storage = storageHoldingToken();
  if (!storage) return null;
  const token = storage.getItem(KEYS.token);
  const membreId = Number(storage.getItem(KEYS.membreId));
  // Logged in means both a token and a member id exist (spec section 4).
  if (!token || !Number.isInteger(membreId) || membreId <= 0) return null;
  const expiresAt = storage.getItem(KEYS.expiresAt);
  if (expiresAt && Number.isFinite(Date.parse(expiresAt)) && Date.parse(expiresAt) <= Date.now()) {
    return null;
  }
  const roleCode = storage.getItem(KEYS.roleCode);
  return {
    token,
    membreId,
    telephone: storage.getItem(KEYS.telephone) ?? '',
    nom: storage.getItem(KEYS.nom) ?? '',
    prenom: storage.getItem(KEYS.prenom) ?? '',
    role: storage.getItem(KEYS.role) ?? '',
    roleCode: (ROLE_CODES as readonly string[]).includes(roleCode ?? '') ? (roleCode as RoleCode) : null,
    expiresAt,
    association: readAssociation(storage),
    associations: readAssociations(storage.getItem(KEYS.associations)),
  };
}

/** Snapshot that stays referentially stable while the stored values do not change. */
export function getSession(): Session | null {
  const storage = storageHoldingToken();
  const raw = storage
    ? Object.values(KEYS)
        .map((key) => storage.getItem(key) ?? '')
        .join('\u0000')
    : '';
  if (cached && cached.raw === raw) {
    // An expired session disappears even when nothing was written.
    if (cached.session?.expiresAt && Date.parse(cached.session.expiresAt) <= Date.now()) {
      cached = { raw, session: null };
    }
    return cached.session;
  }
  cached = { raw, session: readSession() };
  return cached.session;
}

/**
 * Who the session is, for whom the cached answers hold: the association and the member in it.
 * When it changes (a switch of association, another login in another tab), nothing cached for the
 * previous one may be shown (app/router.tsx, RequireAuth).
 */
export function sessionIdentity(session: Session | null): string | null {
  return session ? `${session.association?.id ?? 0}/${session.membreId}` : null;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

function notify() {
  for (const listener of listeners) listener();
}

function removeKeys(storage: Storage) {
  for (const key of Object.values(KEYS)) storage.removeItem(key);
}

/** What a new session's answer carries: login, account confirmation, switch of association. */
export interface SessionAnswer {
  token: string;
  expiresAt: string;
  membre: SessionMember;
  /** Absent from the answers of a server from before issue 21: the session then has none. */
  association?: SessionAssociation;
  associations?: MyAssociation[];
}

/**
 * The address of the association this browser last signed in to, kept after logout (it is no
 * secret: it is in the page's address): 'Se connecter' on the welcome page leads back to it.
 */
const LAST_ASSOCIATION_KEY = 'derniere_association';

function rememberLastAssociation(slug: string) {
  try {
    window.localStorage.setItem(LAST_ASSOCIATION_KEY, slug);
  } catch {
    // Storage refused (private mode): the welcome page then opens the plain login.
  }
}

export function lastAssociationSlug(): string | null {
  try {
    const slug = window.localStorage.getItem(LAST_ASSOCIATION_KEY);
    return slug && SLUG_PATTERN.test(slug) ? slug : null;
  } catch {
    return null;
  }
}

/** Whether the stored session was kept with 'Se souvenir de moi' (localStorage). */
export function sessionRemembered(): boolean {
  try {
    return Boolean(window.localStorage.getItem(KEYS.token));
  } catch {
    return false;
  }
}

/** Stores the answer of a successful login, account confirmation or switch of association. */
export function saveSession(answer: SessionAnswer, remember: boolean) {
  lastEndReason = null;
  lastEndAssociation = null;
  void forgetCachedAnswers();
  for (const storage of storages()) removeKeys(storage);
  const target = remember ? window.localStorage : window.sessionStorage;
  const { membre } = answer;
  target.setItem(KEYS.token, answer.token);
  target.setItem(KEYS.membreId, String(membre.id));
  target.setItem(KEYS.telephone, membre.telephone);
  target.setItem(KEYS.nom, membre.nom);
  target.setItem(KEYS.prenom, membre.prenom);
  target.setItem(KEYS.role, membre.Role.nom);
  target.setItem(KEYS.roleCode, membre.Role.code);
  target.setItem(KEYS.expiresAt, answer.expiresAt);
  if (answer.association) {
    target.setItem(KEYS.associationId, String(answer.association.id));
    target.setItem(KEYS.associationSlug, answer.association.slug);
    target.setItem(KEYS.associationNom, answer.association.nom);
    rememberLastAssociation(answer.association.slug);
  }
  target.setItem(KEYS.associations, JSON.stringify(answer.associations ?? []));
  notify();
}

/**
 * Keeps the stored list of the person's associations in line with listMyAssociations, and the
 * current one's name (an officer may have renamed it since the login).
 */
export function updateSessionAssociations(associations: MyAssociation[]) {
  const storage = storageHoldingToken();
  if (!storage) return;
  const list = JSON.stringify(associations);
  const current = associations.find((entry) => entry.courante);
  const stored = readAssociation(storage);
  const renamed = current && stored && current.id === stored.id && current.nom !== stored.nom;
  if (storage.getItem(KEYS.associations) === list && !renamed) return;
  storage.setItem(KEYS.associations, list);
  if (renamed) storage.setItem(KEYS.associationNom, current.nom);
  notify();
}

/** Refreshes the displayed names when the server reports newer ones. */
export function updateSessionMember(
  membre: Pick<SessionMember, 'nom' | 'prenom' | 'Role'> & { telephone: string | null },
) {
  const storage = storageHoldingToken();
  if (!storage) return;
  storage.setItem(KEYS.nom, membre.nom);
  storage.setItem(KEYS.prenom, membre.prenom);
  if (membre.telephone) storage.setItem(KEYS.telephone, membre.telephone);
  storage.setItem(KEYS.role, membre.Role.nom);
  storage.setItem(KEYS.roleCode, membre.Role.code);
  notify();
}

/** 'expired': the server refused the token; 'password-changed': a reset revoked every session. */
export type SessionEndReason = 'logout' | 'expired' | 'password-changed';
let lastEndReason: SessionEndReason | null = null;

/** Why the last session ended: the login screen explains an expiry, not a logout. */
export function sessionEndReason(): SessionEndReason | null {
  return lastEndReason;
}

let lastEndAssociation: string | null = null;

/**
 * The slug of the association whose session ended last: the way back is its own login page,
 * which shows its name and signs in there again (issue 21).
 */
export function sessionEndAssociation(): string | null {
  return lastEndAssociation;
}

/** Logout and 401: clears the stored values from both storages. */
export function clearSession(reason: SessionEndReason = 'logout') {
  lastEndReason = reason;
  lastEndAssociation = getSession()?.association?.slug ?? lastEndAssociation;
  void forgetCachedAnswers();
  for (const storage of storages()) removeKeys(storage);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab logged in or out.
    if (event.key === null || (Object.values(KEYS) as string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The session a signed-in page was written with on the server, and hydrated with in the browser
 * (ADR 0030 step 2): the server sets it around its render, the browser before hydrating, only when
 * the stored session looks the same (`sessionLooks`). Null on every other page.
 */
let renderedSession: Session | null = null;

export function setRenderedSession(session: Session | null) {
  renderedSession = session;
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => renderedSession);
}

/**
 * What a signed-in page shows of its session (who, in which association, under which name and
 * role): a page the server wrote for one session is hydrated by a browser whose stored session
 * looks the same, and drawn again otherwise.
 */
export function sessionLooks(
  session: Pick<Session, 'membreId' | 'nom' | 'prenom' | 'role' | 'roleCode' | 'association'> | null,
): string | null {
  if (!session) return null;
  const { membreId, nom, prenom, role, roleCode, association } = session;
  return JSON.stringify([
    membreId,
    nom,
    prenom,
    role,
    roleCode,
    association?.id ?? null,
    association?.slug ?? null,
    association?.nom ?? null,
  ]);
}
