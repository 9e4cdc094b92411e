import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { build, DEMO_LOGINS, type Harness } from '../test/helpers.js';
import { LIMITS } from './rate-limit.js';

/**
 * Generated hostile input on every route of the OpenAPI description (itself generated from the
 * zod schemas): wrong types, missing and extra fields, huge strings, unicode, negative and
 * decimal amounts, SQL and script payloads, in bodies, path parameters and query strings.
 * No answer may be a 5xx; every refusal carries a French msg; a refused write changes nothing.
 */
const unlimited = Object.fromEntries(Object.entries(LIMITS).map(([k, v]) => [k, { ...v, max: 1_000_000 }]));
const hooks: Array<() => Promise<void>> = [];
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
  h = await build({ after: (fn) => hooks.push(fn) }, { limits: unlimited });
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
after(async () => {
  for (const fn of hooks) await fn();
  console.log(
    `hostile input: ${stats.inputs} inputs, ${stats.refused} refused, ${stats.accepted} accepted, ${stats.serverErrors} answers 5xx`,
  );
});

const nasty = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    "'; DROP TABLE membres; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u202e',
    '💸',
    'NaN',
    '1e309',
    '-1',
    '0',
    '1.5',
    'null',
  ),
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
