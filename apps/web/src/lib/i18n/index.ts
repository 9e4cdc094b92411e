import { useSyncExternalStore } from 'react';
import {
  DEFAULT_LANGUE,
  displayRoleName,
  isLangue,
  languageFromBrowser,
  setValidationLanguage,
  type ErrorCode,
  type Langue,
  type MemberStatus,
  type RoleCode,
  type ValidationCatalogue,
} from '@quartier/shared';
import { loadFeatureCatalogues } from './feature-registry';
import { fr, type Messages } from './fr';

/*
 * The app's language (issue 25, ADR 0029). French is in the entry; English is one lazy chunk
 * (en.ts), fetched only when chosen. The choice: the person's (their profile, /auth/me), else the
 * one picked on this device (login page), else the browser's when French or English, else French.
 */
export type { Messages } from './fr';

const STORAGE_KEY = 'quartier.langue';
/**
 * The same choice as a cookie, read by the server only to write the pages before login in it
 * (ADR 0030): not a session, no secret, readable by the page (it writes it).
 */
export const LANGUAGE_COOKIE = 'langue';
const LANGUAGE_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

interface State {
  langue: Langue;
  t: Messages;
  /** The server's failures by code: English only; French shows the server's own `msg`. */
  errors: Partial<Record<ErrorCode, string>>;
}

let state: State = { langue: DEFAULT_LANGUE, t: fr, errors: {} };
const listeners = new Set<() => void>();

function storedLanguage(): Langue | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLangue(value) ? value : null;
  } catch {
    return null;
  }
}

/** Tells the server the language chosen on this device, so that its next page comes in it. */
export function rememberLanguageForServer(langue: Langue) {
  if (typeof document === 'undefined') return;
  try {
    // Written again even when it holds this language: its life starts over at each visit (a
    // browser may cap a script's cookies to a week), and the server keeps writing the right one.
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${LANGUAGE_COOKIE}=${langue}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  } catch {
    // Cookies refused: the pages come in the browser's language, the app switches after.
  }
}

/** The language the cookie holds (written with the stored choice), as the server reads it. */
function cookieLanguage(): Langue | null {
  try {
    const value = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
    return isLangue(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The language to start in, before any session is known: the choice stored on this device, else
 * its cookie, else the browser's. The server writes the pages before login by the same rule
 * (cookie, else Accept-Language): the page it wrote is then the one the app draws first.
 */
export function initialLanguage(): Langue {
  if (typeof window === 'undefined') return DEFAULT_LANGUE;
  return storedLanguage() ?? cookieLanguage() ?? languageFromBrowser(navigator.languages ?? [navigator.language]);
}

async function catalogue(
  langue: Langue,
): Promise<Pick<State, 't' | 'errors'> & { validation: ValidationCatalogue | null }> {
  if (langue === 'fr') return { t: fr, errors: {}, validation: null };
  // The shared schemas' field messages come too (validation-en.ts, a chunk of its own).
  const [english, validation] = await Promise.all([import('./en'), import('./validation-en')]);
  return { t: english.en, errors: english.errors, validation: validation.VALIDATION_EN };
}

/**
 * Switches the app to `langue` once its catalogue is here. `remember`: kept on this device (the
 * login page's picker, the profile) so that the next visit starts in it.
 */
export async function setLanguage(langue: Langue, { remember = true } = {}): Promise<void> {
  if (remember) {
    try {
      window.localStorage.setItem(STORAGE_KEY, langue);
    } catch {
      // Private mode: the choice lasts this visit.
    }
    rememberLanguageForServer(langue);
  }
  if (langue === state.langue) return;
  // The features already on screen switch with the rest, never one in French (feature-registry.ts).
  const [{ validation, ...loaded }] = await Promise.all([catalogue(langue), loadFeatureCatalogues(langue)]);
  // Field messages raised from now on (forms, amounts, passwords) speak the same language.
  if (validation) setValidationLanguage('en', validation);
  else setValidationLanguage('fr');
  state = { langue, ...loaded };
  if (typeof document !== 'undefined') document.documentElement.lang = langue;
  for (const listener of listeners) listener();
}

/** Before the first render: an English visitor does not see French first. */
export function startLanguage(): Promise<void> {
  const langue = initialLanguage();
  // A choice made on this device before the cookie existed: the server learns it for next time.
  const stored = typeof window === 'undefined' ? null : storedLanguage();
  if (stored) rememberLanguageForServer(stored);
  return langue === DEFAULT_LANGUE ? Promise.resolve() : setLanguage(langue, { remember: false }).catch(() => {});
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => state;

/*
 * The same snapshot on the server and while the browser hydrates the server's HTML: the browser
 * only hydrates a page the server wrote in the language it starts in (app/main.tsx). Without a
 * server snapshot React gives up hydrating ('Missing getServerSnapshot') and draws everything again.
 */

/** The catalogue of the current language; the component draws again when it changes. */
export function useT(): Messages {
  return useSyncExternalStore(subscribe, snapshot, snapshot).t;
}

export function useLanguage(): Langue {
  return useSyncExternalStore(subscribe, snapshot, snapshot).langue;
}

let serverCatalogues: Record<Langue, State> | null = null;

/**
 * On the server (entry-server.tsx), once: both catalogues and the English of every feature the
 * pages rendered there use, so that a render switches language synchronously (renderLanguage).
 */
export async function loadServerLanguages(): Promise<void> {
  const [english] = await Promise.all([catalogue('en'), loadFeatureCatalogues('en')]);
  serverCatalogues = {
    fr: { langue: 'fr', t: fr, errors: {} },
    en: { langue: 'en', t: english.t, errors: english.errors },
  };
}

/** On the server, just before a synchronous render: the language of the page being written. */
export function renderLanguage(langue: Langue): void {
  if (!serverCatalogues) throw new Error('loadServerLanguages() avant renderLanguage()');
  state = serverCatalogues[langue];
}

/** Outside React (formats, toasts, the API client's messages). */
export function currentLanguage(): Langue {
  return state.langue;
}
export function currentMessages(): Messages {
  return state.t;
}

/** The server's failure in the reader's language: English by its code, else the server's French. */
export function serverMessage(code: ErrorCode | null, french: string): string {
  return (code && state.errors[code]) || french;
}

/** A role as shown: the server's French name in French (its data), the catalogue's otherwise. */
export function roleLabel(code: RoleCode | null | undefined, serverName: string): string {
  return state.langue === 'fr' || !code ? displayRoleName(serverName) : state.t.roles[code];
}

/** A member's status as shown; the data keep the French value. */
export function memberStatusLabel(statut: MemberStatus): string {
  return state.t.memberStatus[statut];
}
