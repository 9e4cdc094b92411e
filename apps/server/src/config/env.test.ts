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

  it('keeps LOG_FILE, LOG_FORMAT and the log level', () => {
    const config = loadConfig({ LOG_FILE: 'journal.json', LOG_FORMAT: 'pretty', LOG_LEVEL: 'warn' });
    assert.equal(config.logFile, path.resolve('journal.json'));
    assert.equal(config.logFormat, 'pretty');
    assert.equal(config.logLevel, 'warn');
    assert.equal(loadConfig({}).logFormat, 'json');
    assert.throws(() => loadConfig({ LOG_FORMAT: 'xml' }), /LOG_FORMAT doit valoir 'json' ou 'pretty'/);
  });

  it('never echoes a DATABASE_URL, which may hold a password', () => {
    assert.throws(
      () => loadConfig({ DATABASE_URL: 'mysql://admin:Secret-123@h/db' }),
      (e: ConfigError) => e.problems.length === 1 && !e.message.includes('Secret-123'),
    );
  });
});

describe('production mode (NODE_ENV=production) refuses unsafe settings', () => {
  const sms = { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://passerelle.example.cm/sms' };
  const safe = { NODE_ENV: 'production', PUBLIC_URL: 'https://asso.example.cm', ...sms };

  it('accepts a complete production setting, without demo data on either database', () => {
    const config = loadConfig(safe);
    assert.equal(config.env, 'production');
    assert.equal(config.demoData, false, 'embedded database: no demo by default in production');
    assert.equal(loadConfig({ ...safe, DATABASE_URL: 'postgres://u@h/db' }).demoData, false);
  });

  it('names every problem on its own line: PUBLIC_URL missing, SMS to the log', () => {
    try {
      loadConfig({ NODE_ENV: 'production' });
      assert.fail('should throw');
    } catch (error) {
      assert.ok(error instanceof ConfigError, 'a ConfigError');
      assert.equal(error.problems.length, 2);
      assert.match(error.message, /^Configuration refusée en production \(NODE_ENV=production\) :/);
      assert.match(error.problems[0]!, /^PUBLIC_URL est obligatoire en production/);
      assert.match(error.problems[1]!, /^SMS_PROVIDER vaut 'log' .*refusé en production/);
    }
    assert.throws(
      () => loadConfig({ ...safe, SMS_PROVIDER: 'log' }),
      (e: ConfigError) =>
        e.problems.length === 1 && /^SMS_PROVIDER vaut 'log' : refusé en production/.test(e.problems[0]!),
    );
  });

  it('wants https, except on a loopback address for a first try', () => {
    assert.throws(
      () => loadConfig({ ...safe, PUBLIC_URL: 'http://asso.example.cm' }),
      /PUBLIC_URL doit commencer par https:\/\/ en production/,
    );
    for (const url of ['http://localhost:3001', 'http://127.0.0.1:8080', 'http://quartier.localhost'])
      assert.equal(loadConfig({ ...safe, PUBLIC_URL: url }).publicUrl, url);
  });

  it('refuses demo data unless ALLOW_DEMO_DATA_IN_PRODUCTION=true says it is a demo server', () => {
    for (const database of [{}, { DATABASE_URL: 'postgres://u@h/db' }])
      assert.throws(
        () => loadConfig({ ...safe, ...database, DEMO_DATA: 'true' }),
        /DEMO_DATA=true est refusé en production.*ALLOW_DEMO_DATA_IN_PRODUCTION=true/,
      );
    assert.equal(loadConfig({ ...safe, DEMO_DATA: 'true', ALLOW_DEMO_DATA_IN_PRODUCTION: 'true' }).demoData, true);
  });
});
