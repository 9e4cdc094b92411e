/**
 * The pending creation of an association (issue 22), kept in this tab's sessionStorage while the
 * founder reads the SMS: on a small phone, switching to the messages app may unload the page,
 * which then opens again at the code step instead of asking everything again. Never the code.
 */
export interface PendingCreation {
  jeton: string;
  /** When the code stops working (ISO date, from the server). */
  expireLe: string;
  /** The founder's phone, E.164, to say where the code went. */
  telephone: string;
  nomAssociation: string;
}

const KEY = 'creation_association';

export function readPendingCreation(now = Date.now()): PendingCreation | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { jeton, expireLe, telephone, nomAssociation } = value as Record<string, unknown>;
    if (
      typeof jeton !== 'string' ||
      typeof expireLe !== 'string' ||
      typeof telephone !== 'string' ||
      typeof nomAssociation !== 'string'
    )
      return null;
    // An expired code cannot create anything: the founder starts again.
    if (!(Date.parse(expireLe) > now)) return null;
    return { jeton, expireLe, telephone, nomAssociation };
  } catch {
    return null;
  }
}

export function savePendingCreation(pending: PendingCreation | null) {
  try {
    if (pending) {
      // The four fields by name: whatever else the caller's object holds (a form's code) stays out.
      const { jeton, expireLe, telephone, nomAssociation } = pending;
      window.sessionStorage.setItem(KEY, JSON.stringify({ jeton, expireLe, telephone, nomAssociation }));
    } else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the page keeps the creation in memory only.
  }
}
