import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config/env.js';
import { asService } from '../../db/scope.js';
import { smsOutbox } from '../../db/schema.js';
import { demoMemberPhone, isDemoPhone } from '../../db/seed/demo-phones.js';
import { build } from '../../test/helpers.js';
import { reachesRealPhones } from './index.js';

/** The demo's numbers look real: a gateway that may reach real phones never gets them. */
describe('demo phone numbers and real SMS gateways', () => {
  it('knows the demo’s numbers, the bench’s included, and nothing else', () => {
    for (const phone of ['+237690000001', '+237690000007', '+237690000015', demoMemberPhone(0), demoMemberPhone(4999)])
      assert.ok(isDemoPhone(phone), phone);
    for (const phone of ['+237690000100', '+237655443322', '+237677554433', '+237677200000', '+33690000001'])
      assert.ok(!isDemoPhone(phone), phone);
  });

  it('tells a gateway that may reach real phones from one on this machine', () => {
    const sms = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).sms;
    assert.equal(reachesRealPhones(sms({})), false);
    for (const url of [
      'http://127.0.0.1:9/sms',
      'http://localhost:9/sms',
      'http://127.0.0.2:9/sms',
      'http://[::1]:9/sms',
    ])
      assert.equal(reachesRealPhones(sms({ SMS_PROVIDER: 'http', SMS_HTTP_URL: url })), false, url);
    assert.equal(reachesRealPhones(sms({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.cm/send' })), true);
    const twilio = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC' + 'a'.repeat(32), TWILIO_AUTH_TOKEN: 't' };
    assert.equal(reachesRealPhones(sms({ ...twilio, TWILIO_FROM: 'ARB' })), true);
  });

  it('a public demo server (production) sends to real members, never to the demo’s numbers, and does not retry them', async (t) => {
    const h = await build(t, {
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://demo.example.cm',
        DEMO_DATA: 'true',
        ALLOW_DEMO_DATA_IN_PRODUCTION: 'true',
      },
    });
    const stranger = '+237690000001';
    const visitor = '+237655443322';
    await h.app.ctx.sms.idle();
    const before = h.sms.messages.length;
    await h.app.ctx.sms.enqueueForService(h.db, stranger, 'Code 123456');
    await h.app.ctx.sms.enqueueForService(h.db, visitor, 'Code 654321');
    await h.app.ctx.sms.dispatchDue();
    const sent = h.sms.messages.slice(before);
    assert.deepEqual(
      sent.map((m) => m.to),
      [visitor],
    );
    assert.ok(
      h.sms.messages.every((m) => !isDemoPhone(m.to)),
      'not one demo number reached the gateway, the demo’s own reminders included',
    );
    const [row] = await asService(() => h.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, stranger)));
    assert.equal(row?.status, 'failed');
    assert.equal(row?.attempts, 1);
    assert.match(row?.lastError ?? '', /numéro de démonstration/);
    assert.equal(row?.message, 'Code ******', 'its code is not kept in clear');
  });

  it('a developer’s local gateway still gets the demo’s SMS (the tests read their codes there)', async (t) => {
    const h = await build(t);
    await h.app.ctx.sms.enqueueForService(h.db, '+237690000003', 'Code 111111');
    await h.app.ctx.sms.dispatchDue();
    assert.equal(h.sms.lastTo('+237690000003')?.message, 'Code 111111');
  });
});
