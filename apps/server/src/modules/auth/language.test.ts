import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { auditLog, persons } from '../../db/schema.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { build, DEMO_LOGINS, DEMO_PASSWORD, type Harness } from '../../test/helpers.js';

// A person's language (issue 25, ADR 0029): stored with the person, answered by /auth/me and the
// login, set from the profile or the login page, defaulting to the association's; their SMS follow it.
const unlimited = Object.fromEntries(Object.entries(LIMITS).map(([k, v]) => [k, { ...v, max: 1_000_000 }]));
const hooks: Array<() => Promise<void>> = [];
let h: Harness;
let secretaire: string;
let president: string;

before(async () => {
  h = await build({ after: (fn) => hooks.push(fn) }, { limits: unlimited });
  secretaire = await h.login(DEMO_LOGINS.secretaire);
  president = await h.login(DEMO_LOGINS.president);
});
after(async () => {
  for (const fn of hooks) await fn();
});

async function languageOf(telephone: string) {
  const [row] = await h.db.select({ langue: persons.langue }).from(persons).where(eq(persons.telephone, telephone));
  return row?.langue;
}

describe('a person’s language', () => {
  it('is French for everyone already there, in /auth/me and in the login answer', async () => {
    const login = await h.request('POST', '/auth/login', {
      body: { telephone: DEMO_LOGINS.membre, password: DEMO_PASSWORD },
    });
    assert.equal(login.body.langue, 'fr');
    const me = await h.request('GET', '/auth/me', { token: login.body.token });
    assert.equal(me.status, 200);
    assert.equal(me.body.langue, 'fr');
  });

  it('is set from the profile, for the person, and their reset code then comes in English', async () => {
    const token = await h.login(DEMO_LOGINS.membre);
    const set = await h.request('PUT', '/user/language', { token, body: { langue: 'en' } });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    assert.deepEqual(set.body, { status: 'success', langue: 'en' });
    assert.equal(await languageOf(DEMO_LOGINS.membre), 'en');
    assert.equal((await h.request('GET', '/auth/me', { token })).body.langue, 'en');
    const audits = await h.db.select().from(auditLog).where(eq(auditLog.action, 'personne.langue'));
    assert.ok(audits.some((a) => (a.after as { langue?: string }).langue === 'en'));

    await h.request('PUT', '/auth/forgotPassword', { body: { telephone: DEMO_LOGINS.membre } });
    const english = (await h.lastSms(DEMO_LOGINS.membre))!;
    assert.match(english.message, /: your password reset code is \d{6}\. It expires in 10 min\./);

    await h.request('PUT', '/user/language', { token, body: { langue: 'fr' } });
    await h.request('PUT', '/auth/forgotPassword', { body: { telephone: DEMO_LOGINS.membre } });
    const french = (await h.lastSms(DEMO_LOGINS.membre))!;
    assert.match(french.message, /: votre code de reinitialisation est \d{6}\. Il expire dans 10 min\./);
  });

  it('refuses another language with a French message, and changes nothing', async () => {
    const token = await h.login(DEMO_LOGINS.membre);
    const res = await h.request('PUT', '/user/language', { token, body: { langue: 'de' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.code, 'VALIDATION');
    assert.match(JSON.stringify(res.body), /La langue doit être 'fr' \(français\) ou 'en' \(anglais\)/);
    assert.equal(await languageOf(DEMO_LOGINS.membre), 'fr');
    const anonymous = await h.request('PUT', '/user/language', { body: { langue: 'en' } });
    assert.equal(anonymous.status, 401);
  });

  it('picked on the login page, is saved to the person as they sign in', async () => {
    const res = await h.request('POST', '/auth/login', {
      body: { telephone: DEMO_LOGINS.president, password: DEMO_PASSWORD, langue: 'en' },
    });
    assert.equal(res.body.status, 'success');
    assert.equal(res.body.langue, 'en');
    assert.equal(await languageOf(DEMO_LOGINS.president), 'en');
    // A wrong password saves nothing.
    const refused = await h.request('POST', '/auth/login', {
      body: { telephone: DEMO_LOGINS.president, password: 'pas-le-bon-1', langue: 'fr' },
    });
    assert.equal(refused.status, 401);
    assert.equal(await languageOf(DEMO_LOGINS.president), 'en');
    await h.request('PUT', '/user/language', { token: res.body.token, body: { langue: 'fr' } });
  });

  it('of a new member is the association’s default, and her confirmation SMS is in it', async () => {
    const current = (await h.request('GET', '/association')).body.association;
    assert.equal(current.langueDefaut, 'fr');
    const { nom, presentation, contactTelephone, whatsapp, montantMensuel, objectifSolidarite } = current;
    const settings = { nom, presentation, contactTelephone, whatsapp, montantMensuel, objectifSolidarite };
    const updated = await h.request('PUT', '/association', {
      token: president,
      body: { ...settings, langueDefaut: 'en' },
    });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.equal(updated.body.association.langueDefaut, 'en');
    // Left out of a later update, the default stays.
    const again = await h.request('PUT', '/association', { token: president, body: settings });
    assert.equal(again.body.association.langueDefaut, 'en');

    const roles = await h.request('GET', '/user/roles', { token: secretaire });
    const membre = roles.body.roles.find((r: { code: string }) => r.code === 'membre').id;
    const body = {
      nom: 'Nfor',
      prenom: 'Blessing',
      telephone: '6 56 99 10 01',
      bloc: 'Bloc C',
      sexe: 'F',
      cotisations: [1, 3],
      role: membre,
    };
    const res = await h.request('POST', '/auth/register', { token: secretaire, body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(await languageOf('+237656991001'), 'en');
    const sms = (await h.lastSms('+237656991001'))!;
    assert.match(sms.message, /: code \d{6}\. Activate your account: http\S+confirmRegistration\/\S+ \(valid 48 h\)$/);

    await h.request('PUT', '/association', { token: president, body: { ...settings, langueDefaut: 'fr' } });
    const other = await h.request('POST', '/auth/register', {
      token: secretaire,
      body: { ...body, prenom: 'Awa', telephone: '6 56 99 10 02' },
    });
    assert.equal(other.status, 200, JSON.stringify(other.body));
    assert.equal(await languageOf('+237656991002'), 'fr');
    assert.match((await h.lastSms('+237656991002'))!.message, /Activez votre compte ici/);
  });
});
