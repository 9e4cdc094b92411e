import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ConfigError, loadConfig } from './env.js';

describe('configuration checked at start', () => {
  it('has working defaults: port 3001, ./data, embedded database with demo data, SMS to the log', () => {
    const config = loadConfig({});
    assert.equal(config.port, 3001);
    assert.equal(config.dataDir, path.resolve('./data'));
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.demoData, true);
    assert.deepEqual(config.sms, { provider: 'log' });
    assert.equal(config.publicUrl, 'http://localhost:3001');
  });

  it('seeds no demo on a real PostgreSQL unless asked (R10)', () => {
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demoData, false);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_DATA: 'true' }).demoData, true);
    assert.equal(loadConfig({ DEMO_DATA: 'false' }).demoData, false);
  });

  it('names every wrong value with a French reason', () => {
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'localhost',
        DEMO_DATA: 'peut-être',
        SMS_PROVIDER: 'pigeon',
      });
      assert.fail('should throw');
    } catch (error) {
      assert.ok(error instanceof ConfigError);
      const text = error.problems.join('\n');
      assert.match(text, /PORT doit être un nombre \(valeur reçue : 'abc'\)/);
      assert.match(text, /DATABASE_URL doit commencer par 'postgres:\/\/'/);
      assert.match(text, /PUBLIC_URL doit être une adresse http\(s\) complète/);
      assert.match(text, /DEMO_DATA doit valoir 'true' ou 'false'/);
      assert.match(text, /SMS_PROVIDER doit valoir 'log', 'http' ou 'twilio'/);
      assert.equal(error.problems.length, 5);
    }
  });

  it('asks for the settings of the chosen SMS provider, without echoing secrets', () => {
    assert.throws(() => loadConfig({ SMS_PROVIDER: 'http' }), /SMS_HTTP_URL est obligatoire/);
    assert.throws(
      () => loadConfig({ SMS_PROVIDER: 'twilio' }),
      (e: ConfigError) => e.problems.length === 3,
    );
    assert.throws(
      () =>
        loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'nope', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: 'ARB' }),
      /TWILIO_ACCOUNT_SID doit ressembler/,
    );
    const http = loadConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/sms', SMS_HTTP_TOKEN: 's3cret' });
    assert.deepEqual(http.sms, { provider: 'http', url: 'http://127.0.0.1:9/sms', token: 's3cret' });
    assert.throws(() => loadConfig({ PORT: '70000' }), /PORT doit être entre 1 et 65535/);
  });
});
