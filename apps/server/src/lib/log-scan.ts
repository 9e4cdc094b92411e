/**
 * What a secret looks like in a log line: the server masks these shapes in the free text it logs
 * (addresses, error messages) and the e2e run scans its whole log for them (e2e/support/log-scan.ts).
 * No import on purpose: Playwright loads this file as it is.
 */

export type SecretKind =
  | 'mot de passe connu'
  | 'jeton Bearer'
  | 'jeton de session'
  | 'empreinte de jeton'
  | 'jeton de lien'
  | 'code à usage unique'
  | 'numéro de téléphone complet';

/** Cameroon mobile numbers: 6XXXXXXXX, +2376XXXXXXXX, 002376XXXXXXXX, %2B2376... in an address. */
const PHONE = /(?<![\w.%+])(?:(?:\+|%2B|00)?237[ ]?)?6(?:[ ]?\d){8}(?!\w)/gi;
const BEARER = /Bearer\s+(?!\[)[A-Za-z0-9._~+/=-]{8,}/g;
/** randomToken(32): 43 base64url characters, mixing cases and digits. */
const SESSION_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
const TOKEN_HASH = /(?<![0-9a-f])[0-9a-f]{64}(?![0-9a-f])/gi;
/** A confirmation link's token, its association's id first (`12.AbCd…`, the dot maybe escaped). */
const LINK_TOKEN = /(confirm(?:Registration|Account)\/)((?:\d{1,9}(?:\.|%2E))?[A-Za-z0-9_-]{8,})/gi;
/** Six digits next to a word that says they are a code: "otp":"123456", "code 123456". */
const CODE = /("(?:code|otp|codeOtp|pin)"\s*:\s*"?|\b(?:code|otp)\b[^0-9"{}]{0,20})(\d{6})(?!\d)/gi;

function looksLikeSessionToken(candidate: string): boolean {
  return /[A-Z]/.test(candidate) && /[a-z]/.test(candidate) && /\d/.test(candidate);
}

/** The kinds of secret found in one line; `known` are literal secrets (passwords used by the tests). */
export function findSecrets(line: string, known: readonly string[] = []): SecretKind[] {
  const found = new Set<SecretKind>();
  if (known.some((secret) => secret && line.includes(secret))) found.add('mot de passe connu');
  if (line.match(BEARER)) found.add('jeton Bearer');
  if ((line.match(SESSION_TOKEN) ?? []).some(looksLikeSessionToken)) found.add('jeton de session');
  if (line.match(TOKEN_HASH)) found.add('empreinte de jeton');
  if (line.match(LINK_TOKEN)) found.add('jeton de lien');
  if (line.match(CODE)) found.add('code à usage unique');
  if (line.match(PHONE)) found.add('numéro de téléphone complet');
  return [...found];
}

/** Masks every secret shape in free text (an address, an error message) before it is logged. */
export function maskSecrets(text: string): string {
  return text
    .replace(BEARER, 'Bearer [masqué]')
    .replace(LINK_TOKEN, '$1[masqué]')
    .replace(SESSION_TOKEN, (m) => (looksLikeSessionToken(m) ? '[jeton masqué]' : m))
    .replace(TOKEN_HASH, '[empreinte masquée]')
    .replace(CODE, '$1******')
    .replace(PHONE, (m) => `[téléphone …${m.replace(/\D/g, '').slice(-2)}]`);
}

export interface LogProblem {
  line: number;
  problem: string;
}

export interface LogScan {
  lines: number;
  requestLines: number;
  problems: LogProblem[];
}

/**
 * Scans a whole JSON log: every line parses, every line about a request carries its reqId, and no
 * line holds a secret. Problems name the line number and the kind, never the secret itself.
 */
export function scanLog(text: string, known: readonly string[] = []): LogScan {
  const problems: LogProblem[] = [];
  let lines = 0;
  let requestLines = 0;
  text.split('\n').forEach((raw, index) => {
    if (!raw.trim()) return;
    lines++;
    const line = index + 1;
    let entry: Record<string, unknown> | undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) entry = parsed as Record<string, unknown>;
    } catch {
      // Reported below.
    }
    if (!entry) problems.push({ line, problem: 'ligne qui n’est pas un objet JSON' });
    else if ('req' in entry || 'res' in entry) {
      requestLines++;
      if (typeof entry.reqId !== 'string' || !entry.reqId) problems.push({ line, problem: 'requête sans reqId' });
    }
    for (const kind of findSecrets(raw, known)) problems.push({ line, problem: kind });
  });
  return { lines, requestLines, problems };
}
