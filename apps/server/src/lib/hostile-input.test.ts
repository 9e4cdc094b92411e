import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { ROUTE_ACCESS } from '@quartier/shared';
import { HIDDEN_CHARACTERS, INJECTION_STRINGS, PARAGRAPH_ONLY_CHARACTERS } from '@quartier/testing';
import { build, DEMO_LOGINS, type Harness, suiteCleanup, UNLIMITED } from '../test/helpers.js';
import { ERRORS, type ErrorCode } from './errors.js';

/**
 * Generated hostile input on every route of the OpenAPI description (itself generated from the
 * zod schemas): wrong types, missing and extra fields, huge strings, unicode, negative and
 * decimal amounts, SQL and script payloads, in bodies, path parameters and query strings.
 * No answer may be a 5xx; every refusal carries a French msg; a refused write changes nothing.
 */
const cleanup = suiteCleanup();
let h: Harness;
// Callers: anonymous, and both officers (between them they may call every write route).
const tokens: Record<'anonyme' | 'secretaire' | 'president', string | undefined> = {
  anonyme: undefined,
  secretaire: undefined,
  president: undefined,
};
let routes: Array<{ method: string; path: string; bodyKeys: string[] }>;
const stats = { inputs: 0, serverErrors: 0, refused: 0, accepted: 0 };

before(async () => {
  h = await build(cleanup, { limits: UNLIMITED });
  tokens.secretaire = await h.login(DEMO_LOGINS.secretaire);
  tokens.president = await h.login(DEMO_LOGINS.president);
  const doc = (await (await fetch(`${h.base}/api/docs/json`)).json()) as {
    paths: Record<
      string,
      Record<
        string,
        { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }
      >
    >;
  };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      bodyKeys: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
});
after(() => {
  console.log(
    `hostile input: ${stats.inputs} inputs, ${stats.refused} refused, ${stats.accepted} accepted, ${stats.serverErrors} answers 5xx`,
  );
});

const nasty = fc.oneof(
  fc.constantFrom(...INJECTION_STRINGS, '\u202e', '💸', 'NaN', '1e309', '-1', '0', '1.5', 'null'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constant('x'.repeat(5000)),
);
const value = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.constantFrom(-3, 0, 1500.5, 1e12, -0, 2 ** 53, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.anything(), { maxKeys: 3 }),
);

function bodyFor(keys: string[]) {
  // Objects shaped like the route's body with hostile values, or anything else at all.
  const shaped = fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] });
  const withExtra = shaped.map((o) => ({ ...o, champInconnu: 'x' }));
  return fc.oneof(shaped, withExtra, fc.anything({ maxDepth: 2 }), nasty);
}

/**
 * A checksum of every row of every table a write could touch (not counts: an in-place update
 * would keep those). Sessions and rate limits are left out: a refused call may count an attempt.
 */
const WATCHED_TABLES = [
  'membres',
  'membre_cotisations',
  'transactions',
  'sorties',
  'sortie_parts',
  'demandes_modification',
  'notifications',
  'documents',
  'parametres',
  'audit_log',
];
async function writeFingerprint() {
  const checksums = WATCHED_TABLES.map(
    (table) => `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t) as ${table}`,
  ).join(', ');
  const result = await h.db.execute(sql.raw(`select ${checksums}`));
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows[0]);
}

describe('hostile input on every route', () => {
  it('never answers 5xx, always a French msg, and a refused write changes nothing', async () => {
    assert.ok(routes.length >= 50, `${routes.length} routes in the OpenAPI description`);
    for (const route of routes) {
      if (route.path.startsWith('/api/docs')) continue;
      await fc.assert(
        fc.asyncProperty(
          bodyFor(route.bodyKeys),
          nasty,
          nasty,
          fc.constantFrom<keyof typeof tokens>('anonyme', 'secretaire', 'president'),
          async (body, param, query, caller) => {
            try {
              await probe(route, body, param, query, caller);
            } catch (error) {
              console.log(`${route.method} ${route.path}: ${(error as Error).message.slice(0, 400)}`);
              throw error;
            }
          },
        ),
        { numRuns: 12, seed: 20261122, endOnFailure: true },
      );
    }
    assert.equal(stats.serverErrors, 0);
  });
});

async function probe(
  route: { method: string; path: string },
  body: unknown,
  param: string,
  query: string,
  caller: keyof typeof tokens,
) {
  stats.inputs += 1;
  const path =
    route.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(param)) +
    `?q=${encodeURIComponent(query)}&page=${encodeURIComponent(param)}`;
  const before = route.method === 'GET' ? '' : await writeFingerprint();
  // Logout would end the session every other call uses.
  const useToken = route.path === '/api/auth/logout' ? undefined : tokens[caller];
  const res = await fetch(`${h.base}${path}`, {
    method: route.method,
    headers: {
      ...(useToken ? { authorization: `Bearer ${useToken}` } : {}),
      ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    body: route.method === 'GET' ? undefined : (JSON.stringify(body) ?? 'null'),
  });
  const text = await res.text();
  if (res.status >= 500) {
    stats.serverErrors += 1;
    assert.fail(
      `${route.method} ${path} -> ${res.status} ${text.slice(0, 200)} for ${JSON.stringify(body)?.slice(0, 200)}`,
    );
  }
  if (res.status >= 400) {
    stats.refused += 1;
    const answer = JSON.parse(text) as { status: string; msg: string };
    assert.equal(answer.status, 'error', `${res.status} ${path.slice(0, 120)}: ${text.slice(0, 200)}`);
    assert.match(answer.msg, /[a-zàâçéèêëîïôûùüÿœ]{3}/i, answer.msg);
    assert.doesNotMatch(answer.msg, /Error:|stack|at \/|SELECT |INSERT |violates/i);
    if (route.method !== 'GET')
      assert.equal(await writeFingerprint(), before, `${route.method} ${route.path} wrote despite ${res.status}`);
  } else stats.accepted += 1;
}

/*
 * The flood (issue 20): for every route of the access matrix, anonymously and with both officers'
 * (staff) sessions, at least 10,000 generated requests per database — path parameters, query
 * strings, headers and raw JSON bodies with control and invisible characters, amounts written the
 * ways people write them, numbers past 2^31 and 2^53, wrong types, nesting and prototype keys —
 * plus raw HTTP requests with control bytes fetch refuses to send. No answer may be a 5xx; every
 * 4xx is { status: 'error', msg } in French; a refused write changes no row; and at the end every
 * change to the money is explained by a write the server accepted.
 * A failure prints its seed: HOSTILE_SEED=<seed> replays exactly the same requests.
 */
const FLOOD_SEED = Number(process.env.HOSTILE_SEED ?? 20261125);
const FLOOD_REQUESTS = 10_500;
const READ_CONCURRENCY = 8;
const WRITE_BATCH = 8;

/** Hidden characters, and those only a paragraph keeps (a line break, a tab, a joiner, a lone CR). */
const CONTROL_CHARACTERS = [...HIDDEN_CHARACTERS, ...PARAGRAPH_ONLY_CHARACTERS, '\r'];
/** Amounts as people type them (French and English separators, non-breaking spaces, exponents). */
const AMOUNTS_WRITTEN = [
  '2 500',
  '2\u00a0500',
  '2\u202f500',
  '2.500',
  '2 500,00',
  '2\u00a0500,00',
  '1500,5',
  '1500.5',
  '1e5',
  '-500',
  '+500',
  '1e309',
  '-1e309',
  '2147483648',
  '9007199254740993',
  '500 FCFA',
  '0x1F4',
  'Infinity',
  'NaN',
  '٥٠٠',
  '',
  ' ',
];
/** Values a correct client sends: they let a request pass one check and meet the next one. */
const PLAUSIBLE = [
  '1',
  '2',
  '3',
  '7',
  '2025',
  '2026',
  'all',
  'excel',
  'fond',
  'mensuel',
  'entree',
  'sortie',
  'full',
  'statuts',
  'reglement',
  'Fond de solidarité',
  'Cotisation Mensuelle',
];
const hostileText = fc.oneof(
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 8 }))
    .map(([a, c, b]) => `${a}${c}${b}`),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.constantFrom(
    ...INJECTION_STRINGS,
    'a\u0000b',
    'Ngo\u202eénoB',
    'Mba\u200b',
    'null',
    'x'.repeat(5000),
    'é'.repeat(300),
    'e\u0301'.repeat(80),
    '😀'.repeat(60),
  ),
);

function encodeSegment(text: string): string {
  // A lone surrogate has no UTF-8 form: send the bytes a broken client would.
  return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + (/[\ud800-\udfff]/.test(text) ? '%ED%A0%80' : '');
}
const encodedValue = fc.oneof(
  { weight: 3, arbitrary: hostileText.map(encodeSegment) },
  { weight: 2, arbitrary: fc.constantFrom(...AMOUNTS_WRITTEN).map(encodeSegment) },
  { weight: 2, arbitrary: fc.constantFrom(...PLAUSIBLE).map(encodeSegment) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%00', '%C0%80', '%ED%A0%80', '%FF', '%', '%zz', '%2F', '%E2%80%AE', 'a%00b'),
  },
);
const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom('q', 'page', 'pageSize') },
        {
          weight: 1,
          arbitrary: fc.constantFrom('__proto__', 'constructor[prototype][admin]', 'q[]', 'toString', '%00', 'champ'),
        },
      ),
      encodedValue,
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));

const jsonKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'champInconnu', ''), hostileText);
const jsonScalar = fc.oneof(
  { weight: 4, arbitrary: hostileText.map((s) => JSON.stringify(s)) },
  { weight: 3, arbitrary: fc.constantFrom(...AMOUNTS_WRITTEN, ...PLAUSIBLE).map((s) => JSON.stringify(s)) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '2147483648',
      '-2147483649',
      '4294967296',
      '9007199254740993',
      '1e309',
      '-1e309',
      '1e5',
      '-500',
      '1500.5',
      '-0',
      '0',
      '1',
      '3',
      '2500',
      '100000000',
      '100000001',
      '2.0',
      '1E2',
    ),
  },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)) },
  { weight: 1, arbitrary: fc.constantFrom('true', 'false', 'null') },
);
const jsonValue: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    jsonScalar,
    fc.array(tie('value'), { maxLength: 3 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(jsonKey, tie('value')), { maxLength: 3 })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  ),
})).value;

/**
 * Near-valid bodies for the writes that take text: one field replaced by a hostile value, so the
 * text reaches the check it would otherwise never meet behind another field's refusal.
 */
const TEMPLATES: Record<string, Record<string, unknown>> = {
  'POST /cotisation/newNotification': { titre: 'Réunion', contenu: 'Samedi à 15 h', type: 'rappel' },
  'POST /auth/register': {
    nom: 'Ngo',
    prenom: 'Marie',
    telephone: '699001122',
    bloc: 'Bloc A',
    sexe: 'F',
    cotisations: [1, 3],
    role: 5,
  },
  'POST /cotisation/demandeSortie': {
    cotisationId: 1,
    type: '1',
    motif: 'Deuil',
    delai: '2030-01-31',
    transport: 0,
    montant: 5000,
  },
  'POST /cotisation/sortieMensuel': { cotisationId: 3, type: 'Travaux', libelle: 'Caniveau', montant: 5000 },
  'POST /cotisation/demandeModification': {
    libelle: 'Erreur de saisie',
    type: 'sortie',
    cotisation: 1,
    cible_id: 1,
  },
  'PUT /cotisation/validationSortie': { id: 1, status: 'Rejetee', motif: 'Pas de justificatif' },
  'PUT /cotisation/updateRequest': { id: 1, statut: 'Rejetee', motif: 'Pas de justificatif' },
  'PUT /bureau/demandes/:id': { statut: 'Rejetee', motif: 'Non' },
  'PUT /association': {
    nom: 'Association du quartier',
    presentation: 'Bienvenue',
    contactTelephone: '',
    whatsapp: '',
    montantMensuel: 1000,
    objectifSolidarite: 50000,
  },
  'PUT /cotisation/updateSortieMensuelle/:id': { type: 'Travaux', libelle: 'Caniveau', montant: 5000 },
  'PUT /cotisation/updateSortie/:id': {
    type: '1',
    motif: 'Deuil',
    delai_recouvrement: '2030-01-31',
    transport: 0,
    montant: 5000,
  },
  'PUT /auth/updateUser/:id': {
    telephone: '699001133',
    bloc: 'Bloc B',
    sexe: 'M',
    cotisations: [1, 3],
    RoleId: 5,
    nom: 'Ngo',
    prenom: 'Paul',
  },
};

function floodBodyFor(matrixKey: string, keys: string[]): fc.Arbitrary<string> {
  const shapedKey = keys.length > 0 ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...keys) }, jsonKey) : jsonKey;
  const shaped = fc
    .array(fc.tuple(shapedKey, jsonValue), { maxLength: keys.length + 2 })
    .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);
  const choices: Array<fc.WeightedArbitrary<string>> = [
    { weight: 6, arbitrary: shaped },
    { weight: 1, arbitrary: jsonValue },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        '{"a":',
        '\u0000',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"admin":true}}}',
        '{"a":"\u0000"}',
      ),
    },
  ];
  const template = TEMPLATES[matrixKey];
  if (template) {
    const fields = Object.keys(template);
    choices.push({
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...fields),
          fc.oneof(
            hostileText.map((s) => JSON.stringify(s)),
            jsonValue,
          ),
        )
        .map(([field, bad]) => JSON.stringify({ ...template, [field]: '\u0001HOLE' }).replace('"\\u0001HOLE"', bad)),
    });
  }
  return fc.oneof(...choices);
}

/** Header values fetch can send (no control bytes; Latin-1 only); the raw requests send the rest. */
const headerValue = fc.oneof(
  fc
    .string({ unit: 'binary-ascii', maxLength: 40 })
    .map((s) => [...s].filter((c) => c === '\t' || (c >= ' ' && c !== '\u007f')).join('')),
  fc.constantFrom('fr-FR,fr;q=0.9', '*', 'é', 'ÿ\u00a0x', 'x'.repeat(2000), "' OR 1=1 --", 'cle-hostile-0001'),
);
const CALLERS = ['anonyme', 'secretaire', 'president'] as const;
const headersFor = (method: string) =>
  fc.record(
    {
      'idempotency-key': headerValue,
      'accept-language': headerValue,
      'x-request-id': headerValue,
      'x-forwarded-for': fc.oneof(headerValue, fc.constantFrom('1.2.3.4', 'x'.repeat(100), '::1, 10.0.0.1')),
      'content-type':
        method === 'GET'
          ? fc.constant('application/json')
          : fc.oneof(
              { weight: 8, arbitrary: fc.constant('application/json') },
              {
                weight: 1,
                arbitrary: fc.constantFrom(
                  'text/plain',
                  'application/json; charset=latin1',
                  'application/pdf',
                  'application/x-www-form-urlencoded',
                  'multipart/form-data; boundary=x',
                ),
              },
            ),
      browser: fc.constantFrom(false, false, false, false, false, false, false, true),
      cookie: headerValue,
      junkAuthorization: headerValue,
    },
    { requiredKeys: ['content-type', 'browser'] },
  );

interface FloodRequest {
  key: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

function requestsFor(matrixKey: string, bodyKeys: string[], count: number, seed: number): FloodRequest[] {
  const [method, path] = matrixKey.split(' ') as [string, string];
  const params = path.match(/:[A-Za-z]+/g) ?? [];
  const arbitrary = fc.record({
    segments: fc.tuple(...params.map(() => encodedValue)),
    query: queryString,
    headers: headersFor(method),
    body: method === 'GET' ? fc.constant(undefined) : floodBodyFor(matrixKey, bodyKeys),
    caller: fc.constantFrom(...CALLERS),
  });
  return fc.sample(arbitrary, { seed, numRuns: count }).map(({ segments, query, headers, body, caller }) => {
    let index = 0;
    const url = `/api${path.replace(/:[A-Za-z]+/g, () => segments[index++] ?? '')}${query}`;
    const token = tokens[caller];
    const sent: Record<string, string> = {};
    for (const name of ['idempotency-key', 'accept-language', 'x-request-id', 'x-forwarded-for'] as const)
      if (headers[name] !== undefined) sent[name] = headers[name];
    if (method !== 'GET') sent['content-type'] = headers['content-type'];
    // Logging out would end the session every other request uses.
    if (token && matrixKey !== 'POST /auth/logout') sent.authorization = `Bearer ${token}`;
    else if (headers.junkAuthorization !== undefined) sent.authorization = headers.junkAuthorization;
    if (headers.browser) {
      sent.origin = h.base;
      sent.cookie = `XSRF-TOKEN=${encodeSegment(headers.cookie ?? '')}`;
    }
    return { key: matrixKey, method, url, headers: sent, body };
  });
}

/** A refused write may change none of these rows; their checksums and the money's sums. */
async function floodState() {
  // An accepted forgotPassword writes its code after its answer (lib/after-answer.ts): that write
  // belongs to the request that started it, not to the next batch.
  await h.app.ctx.afterAnswer.idle();
  // Rows of append-only tables (never updated) are counted; the others are hashed whole.
  const appendOnly = new Set(['audit_log', 'documents', 'notifications']);
  const checksums = [...WATCHED_TABLES, 'demandes_bureau', 'totaux_mensuels', 'totaux_parts']
    .map((table) =>
      appendOnly.has(table)
        ? `(select count(*) || '/' || coalesce(max(id), 0) from ${table})`
        : `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t)`,
    )
    .join(" || ':' || ");
  const result = await h.db.execute(
    sql.raw(`select ${checksums} as checksum,
      (select coalesce(sum(montant), 0)::text from transactions) as contributions,
      (select coalesce(sum(montant), 0)::text from totaux_mensuels) as monthly_totals,
      (select coalesce(sum(montant + transport), 0)::text from sorties where statut = 'Valide') as withdrawals,
      (select count(*)::int from (select association_id, cotisation_id, annee, mois, sum(montant) from transactions group by 1, 2, 3, 4
         except select association_id, cotisation_id, annee, mois, montant from totaux_mensuels) stale) as stale_totals,
      (select count(*)::int from (select association_id, cotisation_id, annee, sum(montant) from sortie_parts group by 1, 2, 3
         except select association_id, cotisation_id, annee, montant from totaux_parts) stale) as stale_share_totals`),
  );
  const row = (result as unknown as { rows: Array<Record<string, string | number>> }).rows[0]!;
  return {
    checksum: String(row.checksum),
    money: {
      contributions: BigInt(row.contributions!),
      monthlyTotals: BigInt(row.monthly_totals!),
      withdrawals: BigInt(row.withdrawals!),
    },
    staleTotals: Number(row.stale_totals),
    staleShareTotals: Number(row.stale_share_totals),
  };
}
type Money = Awaited<ReturnType<typeof floodState>>['money'];
const plus = (a: Money, b: Money): Money => ({
  contributions: a.contributions + b.contributions,
  monthlyTotals: a.monthlyTotals + b.monthlyTotals,
  withdrawals: a.withdrawals + b.withdrawals,
});
const minus = (a: Money, b: Money): Money => ({
  contributions: a.contributions - b.contributions,
  monthlyTotals: a.monthlyTotals - b.monthlyTotals,
  withdrawals: a.withdrawals - b.withdrawals,
});
const showMoney = (m: Money) => JSON.stringify(m, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

const ERROR_KEYS = new Set(['status', 'code', 'msg', 'fields', 'requestId']);
/** The R2 error shape with a French message that leaks nothing of the server's inside. */
function errorShapeProblem(status: number, text: string): string | null {
  let answer: Record<string, unknown>;
  try {
    answer = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return `${status} sans JSON : ${text.slice(0, 120)}`;
  }
  if (answer.status !== 'error') return `${status} sans status 'error'`;
  if (typeof answer.code !== 'string' || !(answer.code in ERRORS))
    return `${status} sans code du catalogue : ${String(answer.code)}`;
  if (ERRORS[answer.code as ErrorCode].status !== status)
    return `${status} avec le code ${answer.code}, dont le statut est ${ERRORS[answer.code as ErrorCode].status}`;
  if (typeof answer.msg !== 'string' || !/[a-zàâçéèêëîïôûùüÿœ’]{3}/i.test(answer.msg))
    return `${status} sans msg français : ${String(answer.msg)}`;
  if (/Error:|stack|at \/|SELECT |INSERT |violates|invalid byte|Unexpected token/i.test(answer.msg))
    return `${status} laisse voir l’intérieur : ${answer.msg}`;
  const extra = Object.keys(answer).filter((k) => !ERROR_KEYS.has(k));
  if (extra.length > 0) return `${status} avec des clés en trop : ${extra.join(', ')}`;
  if (answer.fields !== undefined && (typeof answer.fields !== 'object' || answer.fields === null))
    return `${status} avec fields mal formé`;
  return null;
}

/**
 * Requests fetch will not send: control bytes in header values, the request line and header
 * names, and raw control bytes inside a JSON body. Node's parser must refuse them in French.
 */
function rawRequests(): string[] {
  const bytes = ['\u0000', '\u0001', '\u001b', '\u007f', '\r', '\n', '\u0085'];
  const out: string[] = [];
  for (const byte of bytes) {
    for (const header of ['idempotency-key', 'authorization', 'accept-language', 'x-xsrf-token', 'cookie'])
      out.push(
        `POST /api/cotisation/transaction HTTP/1.1\r\nHost: x\r\n${header}: a${byte}b\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}`,
      );
    out.push(`GET /api/cotisation/allMembres?q=a${byte}b HTTP/1.1\r\nHost: x\r\n\r\n`);
    out.push(`GET /api/cotisation/total/a${byte}b HTTP/1.1\r\nHost: x\r\n\r\n`);
    out.push(`GET /api/health HTTP/1.1\r\nHost: x\r\nx-${byte}: 1\r\n\r\n`);
    // Anonymous: raw requests must write nothing (the write lane compares batches meanwhile). The
    // length counts the bytes sent (sendRaw writes latin1): a longer one left the body unfinished,
    // and the server, which now refuses before reading a body, answered twice on that socket.
    const body = `{"titre":"a${byte}b","contenu":"c","type":"rappel"}`;
    out.push(
      `POST /api/cotisation/newNotification HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body, 'latin1')}\r\n\r\n${body}`,
    );
  }
  return out;
}

function sendRaw(text: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(h.base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('pas de réponse')));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const so_far = Buffer.concat(chunks).toString('latin1');
      const head = so_far.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(so_far.slice(0, head))?.[1];
      if (head >= 0 && length !== undefined && so_far.length >= head + 4 + Number(length)) socket.end();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
    socket.end(Buffer.from(text, 'latin1'));
  });
}

describe('hostile flood: every route of the access matrix, ≥ 10,000 requests', () => {
  it('answers no 5xx, refuses in French with the R2 shape, and refused writes change no money', async () => {
    const matrix = Object.keys(ROUTE_ACCESS);
    const perRoute = Math.ceil(FLOOD_REQUESTS / matrix.length);
    const documented = new Map(routes.map((r) => [`${r.method} ${r.path}`, r.bodyKeys]));
    const requests = matrix.flatMap((key, index) => {
      const [method, path] = key.split(' ') as [string, string];
      const openApiKey = `${method} /api${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      assert.ok(documented.has(openApiKey), `${key} absente de la description OpenAPI`);
      return requestsFor(key, documented.get(openApiKey)!, perRoute, FLOOD_SEED + index);
    });
    // One example per kind of problem and route, so one flaw does not hide the others.
    const failures = new Map<string, { count: number; example: string }>();
    const fail = (request: FloodRequest | string, problem: string) => {
      const kind = `${problem.slice(0, 40)} @ ${typeof request === 'string' ? 'requête brute' : request.key}`;
      const seen = failures.get(kind);
      if (seen) seen.count += 1;
      else
        failures.set(kind, {
          count: 1,
          example:
            typeof request === 'string'
              ? `${problem} — ${JSON.stringify(request.slice(0, 160))}`
              : `${problem} — ${request.method} ${request.url.slice(0, 200)} ${JSON.stringify(request.headers).slice(0, 300)} ${request.body?.slice(0, 300) ?? ''}`,
        });
    };
    const counts = { sent: 0, refused: 0, accepted: 0, acceptedWrites: 0, serverErrors: 0 };
    const check = (request: FloodRequest | string, status: number, text: string) => {
      counts.sent += 1;
      if (status >= 500 || status < 200) {
        counts.serverErrors += 1;
        fail(request, `réponse ${status} ${text.slice(0, 200)}`);
      } else if (status >= 400) {
        counts.refused += 1;
        const problem = errorShapeProblem(status, text);
        if (problem) fail(request, problem);
      } else counts.accepted += 1;
    };
    const send = async (request: FloodRequest) => {
      try {
        const res = await fetch(`${h.base}${request.url}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
        });
        return { status: res.status, text: await res.text() };
      } catch (error) {
        return { status: 0, text: `fetch : ${(error as Error).message} ${String((error as Error).cause ?? '')}` };
      }
    };

    const start = await floodState();
    let explained = start.money;
    // Writes one at a time, each compared with the rows before it; reads in parallel beside them.
    const writes = requests.filter((r) => r.method !== 'GET');
    const reads = requests.filter((r) => r.method === 'GET');
    let before = start;
    /** One write alone, compared with the rows before it. */
    const sendAlone = async (request: FloodRequest) => {
      const { status, text } = await send(request);
      check(request, status, text);
      const after = await floodState();
      if (status >= 200 && status < 400) {
        counts.acceptedWrites += 1;
        explained = plus(explained, minus(after.money, before.money));
      } else if (after.checksum !== before.checksum) fail(request, `écriture malgré ${status}`);
      before = after;
    };
    // Writes go in small parallel batches, each compared with the rows before it. Nearly all are
    // refused, so an unchanged batch clears them all at once; a batch with an accepted write has
    // its refused ones sent again one by one, so none can hide behind the accepted one.
    const writeLane = (async () => {
      for (let i = 0; i < writes.length; i += WRITE_BATCH) {
        const batch = writes.slice(i, i + WRITE_BATCH);
        const answers = await Promise.all(batch.map(send));
        batch.forEach((request, j) => check(request, answers[j]!.status, answers[j]!.text));
        const after = await floodState();
        const accepted = answers.filter((a) => a.status >= 200 && a.status < 400).length;
        if (accepted === 0 && after.checksum === before.checksum) continue;
        if (accepted > 0) {
          counts.acceptedWrites += accepted;
          explained = plus(explained, minus(after.money, before.money));
        }
        before = after;
        for (const [j, request] of batch.entries()) {
          const answer = answers[j]!;
          if (answer.status < 200 || answer.status >= 400) await sendAlone(request);
        }
        if (accepted === 0) fail(batch[0]!, 'un lot de requêtes toutes refusées a écrit');
      }
    })();
    let next = 0;
    const readLanes = Array.from({ length: READ_CONCURRENCY }, async () => {
      while (next < reads.length) {
        const request = reads[next++]!;
        const { status, text } = await send(request);
        check(request, status, text);
      }
    });
    const raw = rawRequests();
    const rawLane = (async () => {
      for (const text of raw) {
        const answer = await sendRaw(text).catch((error: Error) => ({ status: 0, body: error.message }));
        check(text, answer.status, answer.body);
      }
    })();
    await Promise.all([writeLane, rawLane, ...readLanes]);

    const end = await floodState();
    console.log(
      `hostile flood (seed ${FLOOD_SEED}, ${h.dbKind}): ${counts.sent} requests, ${counts.refused} refused, ` +
        `${counts.accepted} accepted (${counts.acceptedWrites} writes), ${counts.serverErrors} answers 5xx`,
    );
    const replay = `rejouer : HOSTILE_SEED=${FLOOD_SEED}`;
    const report = [...failures.values()].map((f) => `${f.count} × ${f.example}`);
    assert.deepEqual(report, [], `${failures.size} sortes de problèmes (${replay}) :\n${report.join('\n')}`);
    assert.ok(counts.sent >= 10_000, `${counts.sent} requêtes seulement`);
    assert.ok(counts.accepted > 0 && counts.refused > 0, 'le flot doit passer des contrôles et en échouer');
    // Every change to the money comes from an accepted write, and the monthly totals follow it.
    assert.equal(showMoney(end.money), showMoney(explained), `${replay}: argent changé par une requête refusée`);
    assert.equal(end.staleTotals, 0, `${replay}: totaux_mensuels ne suivent plus les transactions`);
    assert.equal(end.staleShareTotals, 0, `${replay}: totaux_parts ne suivent plus les parts de sorties`);
    for (const caller of ['secretaire', 'president'] as const) {
      const me = await h.request('GET', '/auth/me', { token: tokens[caller] });
      assert.equal(me.status, 200, `${caller} : session perdue pendant le flot`);
    }
  });
});
