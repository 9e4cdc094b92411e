import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { build, DEMO_LOGINS, type Harness, suiteCleanup, UNLIMITED } from '../test/helpers.js';

const cleanup = suiteCleanup();
let h: Harness;
before(async () => {
  h = await build(cleanup, { limits: UNLIMITED });
});

/** Rows that a refused call must not change. */
async function snapshot() {
  const result = await h.db.execute(sql`
    select (select count(*) from membres)::int as membres,
           (select count(*) from sessions)::int as sessions,
           (select count(*) from codes_sms)::int as codes,
           (select count(*) from sms_outbox)::int as sms,
           (select coalesce(string_agg(password_hash, ',' order by id), '') from personnes) as hashes`);
  return (result as unknown as { rows: unknown[] }).rows[0];
}

const huge = 'x'.repeat(200_000);
const JUNK: unknown[] = [
  null,
  [],
  'texte',
  42,
  {},
  { telephone: null, password: null },
  { telephone: 690000002, password: 12345678 },
  { telephone: ['690000002'], password: { a: 1 } },
  { telephone: huge, password: huge },
  { telephone: '690000002', password: 'demo-quartier', admin: true },
  { telephone: "' OR 1=1 --", password: "'; DROP TABLE membres; --" },
  { telephone: '<script>alert(1)</script>', password: 'x' },
  { telephone: '\u0000\u202e690000002', password: 'x' },
  { telephone: '690000002', password: 'demo-quartier', rememberMe: 'oui' },
];

const ROUTES: Array<{ method: string; path: string }> = [
  { method: 'POST', path: '/auth/login' },
  { method: 'PUT', path: '/auth/forgotPassword' },
  { method: 'PUT', path: '/auth/resetPassword' },
  { method: 'POST', path: '/auth/resendCode' },
  { method: 'PUT', path: `/auth/confirmAccount/${'a'.repeat(22)}` },
];

describe('junk input is refused with 400 and a French message, nothing written', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path}`, async () => {
      const before = await snapshot();
      for (const body of JUNK) {
        const res = await h.request(route.method, route.path, { body });
        assert.equal(
          res.status,
          400,
          `${JSON.stringify(body)?.slice(0, 80)} -> ${res.status} ${JSON.stringify(res.body)}`,
        );
        assert.equal(res.body.status, 'error');
        assert.match(res.body.msg, /[a-zé]/);
        assert.ok(!/Error|stack|SELECT|at \//.test(res.body.msg), res.body.msg);
      }
      assert.deepEqual(await snapshot(), before);
    });
  }

  it('names the fields at fault', async () => {
    const res = await h.request('POST', '/auth/login', { body: { telephone: '12', password: '' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.fields.telephone, 'Numéro de téléphone invalide.');
    assert.equal(res.body.fields.password, 'Le mot de passe est obligatoire.');
    const missing = await h.request('POST', '/auth/login', { body: {} });
    assert.equal(missing.body.fields.telephone, 'Le numéro de téléphone est obligatoire.');
  });

  it('answers 400 for broken JSON, 415 for other content types, 413 for a body over 1 MB', async () => {
    const broken = await h.request('POST', '/auth/login', {
      rawBody: '{"telephone":',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(broken.status, 400);
    assert.equal(broken.body.msg, 'Le corps de la requête n’est pas un JSON valide.');
    const form = await h.request('POST', '/auth/login', {
      rawBody: 'telephone=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(form.status, 415);
    assert.match(form.body.msg, /JSON/);
    const big = await h.request('POST', '/auth/login', {
      body: { telephone: '690000002', password: 'x'.repeat(1_100_000) },
    });
    assert.equal(big.status, 413);
    assert.equal(big.body.msg, 'La requête est trop volumineuse.');
  });

  it('answers a French 404 for an unknown API path and bad ids', async () => {
    const res = await h.request('GET', '/nulle-part');
    assert.equal(res.status, 404);
    assert.equal(res.body.msg, 'Cette adresse n’existe pas.');
    const token = await h.login(DEMO_LOGINS.secretaire);
    for (const id of ['abc', '-1', '0', '1.5', '99999999999', "1'--"]) {
      const bad = await h.request('GET', `/user/getUser/${encodeURIComponent(id)}`, { token });
      assert.equal(bad.status, 400, id);
      assert.equal(bad.body.msg, 'Données invalides. id : Identifiant invalide.');
    }
    const none = await h.request('GET', '/user/getUser/999999', { token });
    assert.equal(none.status, 404);
    assert.equal(none.body.msg, 'Membre introuvable.');
  });
});

describe('control and invisible characters (issue 20): a French 400, never a 500', () => {
  it('refuses NUL and U+202E in searches, bodies and path parameters before the database', async () => {
    const token = await h.login(DEMO_LOGINS.secretaire);
    for (const path of [
      '/cotisation/allMembres?q=a%00b',
      '/cotisation/membres/1?q=a%00b',
      '/cotisation/getTransactions/1/2025?q=a%00b',
      '/cotisation/getTransactions/1/2025?q=%E2%80%AEa',
      '/cotisation/total/Fond%00',
    ]) {
      const res = await h.request('GET', path, { token });
      assert.equal(res.status, 400, `${path} -> ${res.status} ${JSON.stringify(res.body)}`);
      assert.match(res.body.msg, /caractère invisible ou de contrôle interdit \(U\+(0000|202E)\)/);
    }
    const before = await snapshot();
    const register = await h.request('POST', '/auth/register', {
      token,
      body: { nom: 'Ngo\u202eénoB', prenom: 'Marie', telephone: '699001122', bloc: 'Bloc A', sexe: 'F', role: 5 },
    });
    assert.equal(register.status, 400);
    assert.equal(
      register.body.fields.nom,
      'Le nom contient un caractère invisible ou de contrôle interdit (U+202E). Retapez-le sans copier-coller.',
    );
    const notification = await h.request('POST', '/cotisation/newNotification', {
      token,
      body: { titre: 'Réunion\u0000', contenu: 'Samedi', type: 'rappel' },
    });
    assert.equal(notification.status, 400, JSON.stringify(notification.body));
    assert.match(notification.body.fields.titre, /^Le titre contient un caractère invisible/);
    assert.deepEqual(await snapshot(), before);
  });

  it('answers a French 400 for an address the router cannot decode', async () => {
    for (const path of ['/api/user/getUser/%zz', '/api/cotisation/total/%ED%A0%80', '/api/user/getUser/%']) {
      const res = await fetch(`${h.base}${path}`);
      assert.equal(res.status, 400, path);
      const body = (await res.json()) as { status: string; msg: string };
      assert.equal(body.status, 'error');
      assert.equal(body.msg, 'Adresse invalide : elle contient des caractères mal encodés.');
    }
  });

  it('refuses an X-Forwarded-For that is not an address before it reaches the audit log', async () => {
    for (const forwarded of ['x'.repeat(100), "'; drop table membres; --", 'é']) {
      const res = await h.request('POST', '/auth/login', {
        body: { telephone: DEMO_LOGINS.secretaire, password: 'demo-quartier' },
        headers: { 'x-forwarded-for': forwarded },
      });
      assert.equal(res.status, 400, `${forwarded.slice(0, 20)} -> ${res.status} ${JSON.stringify(res.body)}`);
      assert.equal(res.body.msg, 'En-tête X-Forwarded-For invalide : une adresse IP est attendue.');
    }
    const proxied = await h.request('POST', '/auth/login', {
      body: { telephone: DEMO_LOGINS.secretaire, password: 'demo-quartier' },
      headers: { 'x-forwarded-for': '41.202.219.1, 10.0.0.1' },
    });
    assert.equal(proxied.status, 200);
  });
});

describe('browser protections', () => {
  it('refuses a browser write without the XSRF header, accepts it with the cookie echoed', async () => {
    const first = await fetch(`${h.base}/api/auth/csrf`);
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
    assert.ok(cookie, 'cookie XSRF-TOKEN déposé');
    assert.match(first.headers.get('set-cookie')!, /SameSite=Strict/);
    const body = { telephone: DEMO_LOGINS.membre, password: 'demo-quartier' };
    const without = await h.request('POST', '/auth/login', {
      body,
      headers: { origin: h.base, cookie: `XSRF-TOKEN=${cookie}` },
    });
    assert.equal(without.status, 403);
    assert.match(without.body.msg, /XSRF/);
    const wrong = await h.request('POST', '/auth/login', {
      body,
      headers: { origin: h.base, cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': 'autre' },
    });
    assert.equal(wrong.status, 403);
    const right = await h.request('POST', '/auth/login', {
      body,
      headers: { origin: h.base, cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': cookie },
    });
    assert.equal(right.status, 200);
  });

  it('lets a script with a Bearer token and JSON write without any cookie', async () => {
    const token = await h.login(DEMO_LOGINS.membre);
    assert.equal((await h.request('POST', '/auth/logout', { token })).status, 200);
  });

  it('sends security headers', async () => {
    const res = await fetch(`${h.base}/api/health`);
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('x-frame-options'), 'DENY');
    assert.ok(res.headers.get('referrer-policy'));
  });

  it('serves the OpenAPI description at /api/docs with every route', async () => {
    const res = await fetch(`${h.base}/api/docs/json`);
    assert.equal(res.status, 200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    for (const path of ['/api/auth/login', '/api/auth/resetPassword', '/api/user/getUser/{id}'])
      assert.ok(doc.paths[path], path);
  });
});
