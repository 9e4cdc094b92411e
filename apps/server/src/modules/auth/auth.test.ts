import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, count, eq, like } from 'drizzle-orm';
import { SESSION_REMEMBER_TTL_MS, SESSION_TTL_MS } from '@quartier/shared';
import { auditLog, members, oneTimeCodes, rateLimits, sessions, smsOutbox } from '../../db/schema.js';
import { isSingleGsm7Sms } from '../../lib/sms/text.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { build, DEMO_LOGINS, DEMO_PASSWORD, type Harness, suiteCleanup } from '../../test/helpers.js';
import { DEMO_ASSOCIATIONS, DEMO_ROLE_LOGINS } from '../../db/seed/demo.js';

const cleanup = suiteCleanup();
let h: Harness;
before(async () => {
  h = await build(cleanup);
});

/** Each test uses its own client address so per-IP limits of one test do not touch another. */
let ipCounter = 10;
function freshIp() {
  ipCounter += 1;
  return { 'x-forwarded-for': `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` };
}

async function memberWithStatus(statut: string) {
  const [row] = await h.db.select().from(members).where(eq(members.statut, statut)).limit(1);
  assert.ok(row, `un membre de démo ${statut}`);
  return row;
}

/** The phone of the n-th active demo member with a 677 number (each test its own, untouched by the others). */
async function demoMemberPhone(n: number) {
  const [member] = await h.db
    .select()
    .from(members)
    .where(and(eq(members.statut, 'Actif'), like(members.telephone, '+237677%')))
    .orderBy(members.id)
    .limit(1)
    .offset(n);
  return member!.telephone;
}

describe('POST /auth/login', () => {
  it('accepts the four ways of writing one number (R3) and answers the spec shape', async () => {
    for (const telephone of ['690 00 00 02', '690000002', '+237690000002', '00237690000002']) {
      const res = await h.request('POST', '/auth/login', { body: { telephone, password: DEMO_PASSWORD } });
      assert.equal(res.status, 200, telephone);
      assert.equal(res.body.status, 'success');
      assert.match(res.body.token, /^\d+\.[A-Za-z0-9_-]{43}$/);
      assert.deepEqual(res.body.membre, {
        id: res.body.membre.id,
        telephone: '+237690000002',
        nom: 'Ngono',
        prenom: 'Christelle',
        Role: { code: 'secretaire', nom: 'Secrétaire' },
      });
    }
  });

  it('stores only a hash of the token', async () => {
    const token = await h.login(DEMO_LOGINS.president);
    const rows = await h.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    assert.ok(rows.length > 0);
    assert.ok(rows.every((r) => r.tokenHash !== token && /^[0-9a-f]{64}$/.test(r.tokenHash)));
  });

  it('answers 401 with the same French message for a wrong password and an unknown number', async () => {
    const wrong = await h.request('POST', '/auth/login', {
      body: { telephone: DEMO_LOGINS.president, password: 'pas-le-bon' },
      headers: freshIp(),
    });
    const unknown = await h.request('POST', '/auth/login', {
      body: { telephone: '699999999', password: 'pas-le-bon' },
      headers: freshIp(),
    });
    for (const res of [wrong, unknown]) {
      assert.equal(res.status, 401);
      // Only the request id (for support) differs between the two answers.
      const { requestId, ...rest } = res.body;
      assert.match(requestId, /^[0-9a-f-]{36}$/);
      assert.deepEqual(rest, {
        status: 'error',
        code: 'LOGIN_FAILED',
        msg: 'Mot de passe ou Numéro de téléphone incorrect',
      });
    }
  });

  it("answers 'ongoing' for an account not yet confirmed", async () => {
    const pending = await memberWithStatus('En Attente');
    const res = await h.request('POST', '/auth/login', {
      body: { telephone: pending.telephone, password: 'nimporte-quoi' },
    });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      status: 'ongoing',
      msg: 'Allez confirmer la création de votre compte sur le lien reçu par SMS',
    });
  });

  it('refuses suspended and inactive members with a clear message', async () => {
    const suspended = await memberWithStatus('Suspendu');
    const inactive = await memberWithStatus('Inactif');
    const a = await h.request('POST', '/auth/login', {
      body: { telephone: suspended.telephone, password: DEMO_PASSWORD },
    });
    const b = await h.request('POST', '/auth/login', {
      body: { telephone: inactive.telephone, password: DEMO_PASSWORD },
    });
    assert.equal(a.status, 403);
    assert.match(a.body.msg, /suspendu/);
    assert.equal(b.status, 403);
    assert.match(b.body.msg, /inactif/);
  });

  it('gives 12 h sessions, 30 days with remember-me, and expires them', async () => {
    const short = await h.request('POST', '/auth/login', {
      body: { telephone: DEMO_LOGINS.membre, password: DEMO_PASSWORD },
    });
    const long = await h.request('POST', '/auth/login', {
      body: { telephone: DEMO_LOGINS.membre, password: DEMO_PASSWORD, rememberMe: true },
    });
    const now = h.clock.now().getTime();
    assert.equal(new Date(short.body.expiresAt).getTime() - now, SESSION_TTL_MS);
    assert.equal(new Date(long.body.expiresAt).getTime() - now, SESSION_REMEMBER_TTL_MS);
    h.clock.advance(SESSION_TTL_MS + 1000);
    try {
      assert.equal((await h.request('GET', '/auth/me', { token: short.body.token })).status, 401);
      const me = await h.request('GET', '/auth/me', { token: long.body.token });
      assert.equal(me.status, 200);
      // Read with the member in one statement (ADR 0025): the session's own expiry, as the login gave it.
      assert.equal(me.body.expiresAt, long.body.expiresAt);
    } finally {
      h.clock.advance(-(SESSION_TTL_MS + 1000));
    }
  });

  it('locks a number after 5 failures in 15 minutes, even with the right password, then lets it in again', async () => {
    const telephone = '+237690000006';
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await h.request('POST', '/auth/login', { body: { telephone, password: `faux-${i}` }, headers: ip });
      assert.equal(res.status, 401);
    }
    const blocked = await h.request('POST', '/auth/login', {
      body: { telephone, password: DEMO_PASSWORD },
      headers: freshIp(),
    });
    assert.equal(blocked.status, 429);
    assert.match(blocked.body.msg, /Trop de tentatives\. Réessayez dans \d+ minutes?\./);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    h.clock.advance(15 * 60_000 + 1000);
    const again = await h.request('POST', '/auth/login', {
      body: { telephone, password: DEMO_PASSWORD },
      headers: freshIp(),
    });
    assert.equal(again.status, 200);
  });
});

describe('parallel bursts against the limits (counted before the check, atomically)', () => {
  const statuses = (responses: Array<{ status: number }>) => {
    const count: Record<number, number> = {};
    for (const r of responses) count[r.status] = (count[r.status] ?? 0) + 1;
    return count;
  };

  it('checks at most 5 of 60 parallel wrong passwords for one number, then refuses even the right one', async () => {
    const telephone = '+237690000102';
    const ip = freshIp();
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        h.request('POST', '/auth/login', { body: { telephone, password: `faux-${i}` }, headers: ip }),
      ),
    );
    const count = statuses(burst);
    assert.ok((count[401] ?? 0) <= 5, JSON.stringify(count));
    assert.equal((count[401] ?? 0) + (count[429] ?? 0), 60, JSON.stringify(count));
    const right = await h.request('POST', '/auth/login', {
      body: { telephone, password: DEMO_PASSWORD },
      headers: freshIp(),
    });
    assert.equal(right.status, 429);
  });

  it('a burst of right passwords for one number does not lock it (refused attempts are given back)', async () => {
    const telephone = DEMO_ROLE_LOGINS.tresorier;
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        h.request('POST', '/auth/login', { body: { telephone, password: DEMO_PASSWORD }, headers: freshIp() }),
      ),
    );
    const count = statuses(burst);
    assert.equal((count[200] ?? 0) + (count[429] ?? 0), 20, JSON.stringify(count));
    assert.ok((count[200] ?? 0) >= 5, JSON.stringify(count));
    const after = await h.request('POST', '/auth/login', {
      body: { telephone, password: DEMO_PASSWORD },
      headers: freshIp(),
    });
    assert.equal(after.status, 200, JSON.stringify(after.body));
    const [row] = await h.db
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(and(eq(rateLimits.bucket, LIMITS.loginFailuresPerPhone.bucket), eq(rateLimits.key, telephone)));
    assert.equal(row?.hits ?? 0, 0, 'no failure left on the number');
  });

  it('checks at most 30 parallel wrong passwords from one address, whatever the numbers', async () => {
    const ip = freshIp();
    const burst = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        h.request('POST', '/auth/login', {
          body: { telephone: `+2376990${String(i).padStart(5, '0')}`, password: 'pas-le-bon' },
          headers: ip,
        }),
      ),
    );
    const count = statuses(burst);
    assert.ok((count[401] ?? 0) <= 30, JSON.stringify(count));
    assert.equal((count[401] ?? 0) + (count[429] ?? 0), 45, JSON.stringify(count));
  });

  it('does not count a right password against the number', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++)
      assert.equal(
        (
          await h.request('POST', '/auth/login', {
            body: { telephone: DEMO_LOGINS.membre, password: 'x' },
            headers: ip,
          })
        ).status,
        401,
      );
    for (let i = 0; i < 3; i++)
      assert.equal(
        (
          await h.request('POST', '/auth/login', {
            body: { telephone: DEMO_LOGINS.membre, password: DEMO_PASSWORD },
            headers: ip,
          })
        ).status,
        200,
      );
    // The fifth failure is still allowed: the three logins above took nothing from the budget.
    const fifth = await h.request('POST', '/auth/login', {
      body: { telephone: DEMO_LOGINS.membre, password: 'x' },
      headers: ip,
    });
    assert.equal(fifth.status, 401);
    h.clock.advance(15 * 60_000 + 1000);
  });

  it('checks at most 10 of 40 parallel wrong reset codes for one number', async () => {
    const telephone = await demoMemberPhone(3);
    await h.request('PUT', '/auth/forgotPassword', { body: { telephone }, headers: freshIp() });
    const { code } = (await h.lastSms(telephone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { telephone, otp: wrong, password: 'AutreSecret-2026', confirmPassword: 'AutreSecret-2026' };
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => h.request('PUT', '/auth/resetPassword', { body, headers: freshIp() })),
    );
    const count = statuses(burst);
    assert.ok((count[400] ?? 0) <= 10, JSON.stringify(count));
    assert.equal((count[400] ?? 0) + (count[429] ?? 0), 40, JSON.stringify(count));
  });

  it('checks at most 30 parallel wrong codes from one address (reset and confirmation)', async () => {
    const ip = freshIp();
    const burst = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        i % 2
          ? h.request('PUT', '/auth/resetPassword', {
              body: {
                telephone: `+2376991${String(i).padStart(5, '0')}`,
                otp: '123456',
                password: 'AutreSecret-2026',
                confirmPassword: 'AutreSecret-2026',
              },
              headers: ip,
            })
          : h.request('PUT', `/auth/confirmAccount/${'y'.repeat(20)}${String(i).padStart(2, '0')}`, {
              body: { otp: '123456', password: 'MonSecret-2026', confirmPassword: 'MonSecret-2026' },
              headers: ip,
            }),
      ),
    );
    const count = statuses(burst);
    assert.ok((count[400] ?? 0) <= 30, JSON.stringify(count));
    assert.equal((count[400] ?? 0) + (count[429] ?? 0), 45, JSON.stringify(count));
  });
});

describe('code requests from one shared address (a carrier’s, for many members)', () => {
  it('a number already locked does not use up the address’s budget for the others', async () => {
    const address = freshIp();
    const locked = '+237699000201';
    const ask = (telephone: string) =>
      h.request('PUT', '/auth/forgotPassword', { body: { telephone }, headers: address });
    for (let i = 0; i < LIMITS.codeRequestsPerPhone.max; i++) assert.equal((await ask(locked)).status, 200);
    // The same locked number, tried again and again from the address, in parallel.
    const refused = await Promise.all(Array.from({ length: 10 }, () => ask(locked)));
    assert.ok(refused.every((res) => res.status === 429));
    // Everyone else behind the address still has what is left of its 20 an hour.
    const left = LIMITS.codeRequestsPerIp.max - LIMITS.codeRequestsPerPhone.max;
    for (let i = 0; i < left; i++)
      assert.equal((await ask(`+2376990003${String(i).padStart(2, '0')}`)).status, 200, `number ${i}`);
    assert.equal((await ask('+237699000399')).status, 429, 'and then the address is full');
  });
});

describe('sessions', () => {
  it('GET /auth/me answers the member without any password hash', async () => {
    const token = await h.login(DEMO_LOGINS.secretaire);
    const res = await h.request('GET', '/auth/me', { token });
    assert.equal(res.status, 200);
    assert.equal(res.body.membre.telephone, '+237690000002');
    assert.equal(res.body.membre.Role.code, 'secretaire');
    assert.equal(res.body.membre.statut, 'Actif');
    assert.ok(!JSON.stringify(res.body).includes('argon2'));
  });

  it('logout revokes the session at once', async () => {
    const token = await h.login(DEMO_LOGINS.secretaire);
    assert.equal((await h.request('POST', '/auth/logout', { token })).status, 200);
    const res = await h.request('GET', '/auth/me', { token });
    assert.equal(res.status, 401);
    assert.equal(res.body.msg, 'Session absente ou expirée. Reconnectez-vous.');
  });

  it('refuses malformed and unknown tokens with 401', async () => {
    for (const authorization of [
      'Bearer ',
      'Bearer x',
      'Basic abc',
      `Bearer ${'a'.repeat(43)}`,
      'Bearer ' + 'é'.repeat(30),
    ]) {
      const res = await h.request('GET', '/auth/me', { headers: { authorization } });
      assert.equal(res.status, 401, authorization);
      assert.equal(res.body.status, 'error');
    }
  });
});

describe('password reset by SMS code', () => {
  const telephone = '+237690000004';

  it('answers the same for a known and an unknown number, and texts only the known one', async () => {
    const before = h.sms.messages.length;
    const known = await h.request('PUT', '/auth/forgotPassword', {
      body: { telephone: '690000004' },
      headers: freshIp(),
    });
    const unknown = await h.request('PUT', '/auth/forgotPassword', {
      body: { telephone: '699000001' },
      headers: freshIp(),
    });
    assert.equal(known.status, 200);
    assert.deepEqual(unknown.body, known.body);
    const sms = await h.lastSms(telephone);
    assert.ok(sms?.code, 'un code est envoyé');
    assert.equal(h.sms.messages.length, before + 1);
    assert.equal(h.sms.lastTo('+237699000001'), undefined);
    assert.ok(isSingleGsm7Sms(sms.message), sms.message);
    assert.equal(sms.authorization, 'Bearer jeton-de-test');
  });

  it('does the same work before answering for a known and an unknown number: counting, nothing else', async () => {
    // The rows a code request writes: codes, their SMS, the audit entry.
    const snapshot = async () => ({
      codes: (await h.db.select({ n: count() }).from(oneTimeCodes))[0]!.n,
      sms: (await h.db.select({ n: count() }).from(smsOutbox))[0]!.n,
      audit: (await h.db.select({ n: count() }).from(auditLog))[0]!.n,
    });
    const telephone = await demoMemberPhone(4);
    h.app.ctx.afterAnswer.hold();
    try {
      for (const number of [telephone, '+237699000104']) {
        const before = await snapshot();
        const res = await h.request('PUT', '/auth/forgotPassword', { body: { telephone: number }, headers: freshIp() });
        assert.equal(res.status, 200);
        // The member is looked up, and her code written, only once the answer has left.
        assert.deepEqual(await snapshot(), before, number);
      }
    } finally {
      h.app.ctx.afterAnswer.release();
    }
    const sms = await h.lastSms(telephone);
    assert.ok(sms?.code, 'the known number gets its code after the answer');
    assert.equal(h.sms.lastTo('+237699000104'), undefined);
  });

  it('resets with the code, revokes every session, and the code works once', async () => {
    const oldToken = await h.login(telephone);
    await h.request('PUT', '/auth/forgotPassword', { body: { telephone }, headers: freshIp() });
    const { code } = (await h.lastSms(telephone))!;
    const body = { telephone, otp: code, password: 'NouveauSecret-2026', confirmPassword: 'NouveauSecret-2026' };
    const res = await h.request('PUT', '/auth/resetPassword', { body, headers: freshIp() });
    assert.equal(res.status, 200);
    assert.equal(res.body.msg, 'Vous avez réinitialisé votre mot de passe avec succès');
    assert.equal((await h.request('GET', '/auth/me', { token: oldToken })).status, 401);
    const again = await h.request('PUT', '/auth/resetPassword', { body, headers: freshIp() });
    assert.equal(again.status, 400);
    assert.equal(
      (await h.request('POST', '/auth/login', { body: { telephone, password: DEMO_PASSWORD }, headers: freshIp() }))
        .status,
      401,
    );
    assert.ok(await h.login(telephone, 'NouveauSecret-2026'));
  });

  it('kills a code after 5 wrong tries', async () => {
    const phone = '+237690000005';
    await h.request('PUT', '/auth/forgotPassword', { body: { telephone: phone }, headers: freshIp() });
    const { code } = (await h.lastSms(phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await h.request('PUT', '/auth/resetPassword', {
        body: { telephone: phone, otp: wrong, password: 'AutreSecret-2026', confirmPassword: 'AutreSecret-2026' },
        headers: freshIp(),
      });
      assert.equal(res.status, 400);
      messages.push(res.body.msg);
    }
    assert.match(messages[0]!, /Il vous reste 4 essais/);
    assert.match(messages[4]!, /Trop d’essais/);
    const right = await h.request('PUT', '/auth/resetPassword', {
      body: { telephone: phone, otp: code, password: 'AutreSecret-2026', confirmPassword: 'AutreSecret-2026' },
      headers: freshIp(),
    });
    assert.equal(right.status, 400, 'the right code no longer works');
  });

  it('expires a reset code after 10 minutes', async () => {
    const phone = '+237690000007';
    await h.request('PUT', '/auth/forgotPassword', { body: { telephone: phone }, headers: freshIp() });
    const { code } = (await h.lastSms(phone))!;
    h.clock.advance(10 * 60_000 + 1000);
    const res = await h.request('PUT', '/auth/resetPassword', {
      body: { telephone: phone, otp: code, password: 'AutreSecret-2026', confirmPassword: 'AutreSecret-2026' },
      headers: freshIp(),
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.msg, 'Code invalide ou expiré. Demandez un nouveau code.');
  });

  it('allows 3 code requests per number per hour, for known and unknown numbers alike', async () => {
    for (const telephone of ['+237690000001', '+237699000002']) {
      for (let i = 0; i < 3; i++)
        assert.equal(
          (await h.request('PUT', '/auth/forgotPassword', { body: { telephone }, headers: freshIp() })).status,
          200,
        );
      const fourth = await h.request('PUT', '/auth/forgotPassword', { body: { telephone }, headers: freshIp() });
      assert.equal(fourth.status, 429, telephone);
    }
    h.clock.advance(60 * 60_000 + 1000);
    assert.equal(
      (await h.request('PUT', '/auth/forgotPassword', { body: { telephone: '+237690000001' }, headers: freshIp() }))
        .status,
      200,
    );
  });

  it('refuses a new password that is too short, too common or not confirmed', async () => {
    const cases = [
      { password: 'court', confirmPassword: 'court', field: 'password', msg: /au moins 8 caractères/ },
      { password: 'motdepasse', confirmPassword: 'motdepasse', field: 'password', msg: /trop courant/ },
      {
        password: 'UnBonSecret-1',
        confirmPassword: 'UnAutreSecret-1',
        field: 'confirmPassword',
        msg: /ne correspondent pas/,
      },
    ];
    for (const c of cases) {
      const res = await h.request('PUT', '/auth/resetPassword', {
        body: { telephone: '690000001', otp: '123456', password: c.password, confirmPassword: c.confirmPassword },
      });
      assert.equal(res.status, 400);
      assert.match(res.body.fields[c.field], c.msg);
    }
  });
});

const DEMO_ASSOCIATION = { slug: DEMO_ASSOCIATIONS.main.slug, nom: DEMO_ASSOCIATIONS.main.nom };

const ALREADY_ACTIVE =
  'Votre compte est déjà activé. Connectez-vous avec votre numéro de téléphone et votre mot de passe.';

describe('account confirmation', () => {
  it('confirms from the SMS link and code, sets the password, activates and signs in', async () => {
    const pending = await memberWithStatus('En Attente');
    const resent = await h.request('POST', '/auth/resendCode', {
      body: { telephone: pending.telephone, purpose: 'confirmation' },
      headers: freshIp(),
    });
    assert.equal(resent.status, 200);
    const sms = (await h.lastSms(pending.telephone))!;
    assert.ok(sms.linkToken && sms.code);
    assert.ok(sms.message.includes(`http://localhost:3001/confirmRegistration/${sms.linkToken}`), sms.message);
    assert.ok(isSingleGsm7Sms(sms.message), sms.message);

    const wrong = await h.request('PUT', `/auth/confirmAccount/${sms.linkToken}`, {
      body: {
        otp: sms.code === '000000' ? '111111' : '000000',
        password: 'MonSecret-2026',
        confirmPassword: 'MonSecret-2026',
      },
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.fields.otp, 'Code incorrect');

    const res = await h.request('PUT', `/auth/confirmAccount/${sms.linkToken}`, {
      body: { otp: sms.code, password: 'MonSecret-2026', confirmPassword: 'MonSecret-2026' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 'success');
    // The new session's page cookie (ADR 0030 step 2), as a login sets it.
    assert.ok(res.headers.getSetCookie().some((cookie) => cookie.startsWith(`session_page=${res.body.token};`)));
    assert.equal((await h.request('GET', '/auth/me', { token: res.body.token })).body.membre.statut, 'Actif');
    assert.ok(await h.login(pending.telephone, 'MonSecret-2026'));

    const reuse = await h.request('PUT', `/auth/confirmAccount/${sms.linkToken}`, {
      body: { otp: sms.code, password: 'MonSecret-2026', confirmPassword: 'MonSecret-2026' },
    });
    assert.equal(reuse.status, 400);
    assert.equal(reuse.body.msg, ALREADY_ACTIVE);
  });

  it('tells the holder of a used link, on opening it or submitting it, that the account is already active', async () => {
    const [pending] = await h.db
      .select()
      .from(members)
      .where(eq(members.statut, 'En Attente'))
      .orderBy(members.id)
      .limit(1)
      .offset(1);
    assert.ok(pending);
    await h.request('POST', '/auth/resendCode', {
      body: { telephone: pending.telephone, purpose: 'confirmation' },
      headers: freshIp(),
    });
    const sms = (await h.lastSms(pending.telephone))!;
    const opened = await h.request('GET', `/auth/confirmAccount/${sms.linkToken}`, { headers: freshIp() });
    assert.equal(opened.status, 200);
    assert.deepEqual(opened.body, { status: 'success', compte: 'a_confirmer', association: DEMO_ASSOCIATION });

    const body = { otp: sms.code, password: 'MonSecret-2026', confirmPassword: 'MonSecret-2026' };
    assert.equal((await h.request('PUT', `/auth/confirmAccount/${sms.linkToken}`, { body })).status, 200);

    const reopened = await h.request('GET', `/auth/confirmAccount/${sms.linkToken}`, { headers: freshIp() });
    assert.equal(reopened.status, 200);
    assert.deepEqual(reopened.body, { status: 'success', compte: 'deja_actif', association: DEMO_ASSOCIATION });
    const resubmitted = await h.request('PUT', `/auth/confirmAccount/${sms.linkToken}`, {
      body,
      headers: freshIp(),
    });
    assert.equal(resubmitted.status, 400);
    assert.equal(resubmitted.body.msg, ALREADY_ACTIVE);

    // A link nobody was sent learns nothing more than before.
    for (const token of ['z'.repeat(22), `${sms.linkToken}x`]) {
      const unknown = await h.request('GET', `/auth/confirmAccount/${token}`, { headers: freshIp() });
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.msg, 'Ce lien de confirmation est invalide ou a expiré. Demandez un nouveau code.');
    }
  });

  it('expires the confirmation after 48 hours', async () => {
    const [pending] = await h.db.select().from(members).where(eq(members.statut, 'En Attente')).limit(1);
    assert.ok(pending);
    await h.request('POST', '/auth/resendCode', {
      body: { telephone: pending.telephone, purpose: 'confirmation' },
      headers: freshIp(),
    });
    const sms = (await h.lastSms(pending.telephone))!;
    h.clock.advance(48 * 3600_000 + 1000);
    const res = await h.request('PUT', `/auth/confirmAccount/${sms.linkToken}`, {
      body: { otp: sms.code, password: 'MonSecret-2026', confirmPassword: 'MonSecret-2026' },
    });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /lien de confirmation est invalide ou a expiré/);
  });

  it('refuses an unknown link without saying more', async () => {
    const res = await h.request('PUT', `/auth/confirmAccount/${'x'.repeat(22)}`, {
      body: { otp: '123456', password: 'MonSecret-2026', confirmPassword: 'MonSecret-2026' },
    });
    assert.equal(res.status, 400);
    const bad = await h.request('PUT', '/auth/confirmAccount/<script>', {
      body: { otp: '123456', password: 'MonSecret-2026', confirmPassword: 'MonSecret-2026' },
    });
    assert.equal(bad.status, 400);
  });
});

describe('SMS outbox', () => {
  it('keeps a message the gateway refused and sends it on a later try', async () => {
    h.sms.failNext(2);
    const phone = '+237690000003';
    await h.request('PUT', '/auth/forgotPassword', { body: { telephone: phone }, headers: freshIp() });
    await h.app.ctx.afterAnswer.idle();
    await h.app.ctx.sms.idle();
    await h.app.ctx.sms.dispatchDue();
    const [row] = await h.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, phone)).orderBy(smsOutbox.id);
    const rows = await h.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, phone));
    const last = rows.at(-1)!;
    assert.ok(row);
    assert.equal(last.status, 'pending');
    assert.ok(last.attempts >= 1 && last.lastError?.includes('503'));
    h.clock.advance(5 * 60_000);
    await h.app.ctx.sms.dispatchDue();
    h.clock.advance(5 * 60_000);
    await h.app.ctx.sms.dispatchDue();
    const [sent] = await h.db.select().from(smsOutbox).where(eq(smsOutbox.id, last.id));
    assert.equal(sent!.status, 'sent');
    assert.equal(sent!.attempts, 3);
    assert.doesNotMatch(sent!.message, /\d{6}/, 'the code is not kept in clear once sent');
    assert.match(sent!.message, /\*{6}/);
    assert.ok(h.sms.lastTo(phone)?.message.includes('reinitialisation'));
  });
});
