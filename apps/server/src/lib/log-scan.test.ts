import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { findSecrets, maskSecrets, scanLog } from './log-scan.js';
import { randomToken, sha256 } from './auth/tokens.js';

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: 1795306046706, pid: 4242, reqId: randomUUID(), ...fields });

describe('log scan: what a secret looks like in a log line', () => {
  it('finds each planted secret and names its kind, not its value', () => {
    const token = randomToken();
    const planted: [string, string][] = [
      [line({ msg: 'connexion', password: 'demo-quartier' }), 'mot de passe connu'],
      [line({ req: { headers: { authorization: `Bearer ${token}` } } }), 'jeton Bearer'],
      [line({ msg: `session ${token}` }), 'jeton de session'],
      [line({ tokenHash: sha256(token) }), 'empreinte de jeton'],
      [line({ req: { url: '/api/auth/confirmAccount/Abcdefgh12345678_-xyzQ' } }), 'jeton de lien'],
      // The links of issue 21 name their association before a dot: the secret after it is shorter
      // than a session token, so only this shape finds it.
      [line({ req: { url: '/a/arb/confirmRegistration/12.Abcdefgh12345678_-xyzQ' } }), 'jeton de lien'],
      [line({ req: { url: '/confirmRegistration/12%2eAbcdefgh12345678_-xyzQ' } }), 'jeton de lien'],
      [line({ body: { otp: '123456' } }), 'code à usage unique'],
      [line({ msg: 'ARB: code 654321. Activez votre compte' }), 'code à usage unique'],
      [line({ to: '690000001' }), 'numéro de téléphone complet'],
      [line({ to: '+237677123456' }), 'numéro de téléphone complet'],
      [line({ req: { url: '/api/x?telephone=%2B237677123456' } }), 'numéro de téléphone complet'],
      [line({ msg: 'Key (telephone)=(00237690000002) already exists.' }), 'numéro de téléphone complet'],
      [line({ typed: '690 00 00 01' }), 'numéro de téléphone complet'],
    ];
    for (const [text, kind] of planted) {
      const kinds = findSecrets(text, ['demo-quartier']);
      assert.ok(kinds.includes(kind as never), `${kind} attendu dans ${text}, trouvé : ${kinds.join(', ')}`);
    }
    const log = ['', ...planted.map(([text]) => text)].join('\n');
    const scan = scanLog(log, ['demo-quartier']);
    assert.equal(scan.problems.length >= planted.length, true, 'one problem per planted line at least');
    assert.deepEqual([...new Set(scan.problems.map((p) => p.line))], [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    for (const problem of scan.problems)
      assert.ok(!problem.problem.includes(token) && !problem.problem.includes('demo-quartier'), 'no secret echoed');
  });

  it('leaves ordinary log lines alone: ids, times, durations, masked numbers, asset names', () => {
    const ordinary = [
      line({ req: { method: 'GET', url: '/assets/index-Bk3x9_qZ.js', remoteAddress: '127.0.0.1' } }),
      line({ res: { statusCode: 200 }, responseTime: 12.612345678, msg: 'request completed' }),
      line({ to: '+237••••••56', smsId: 42, attempts: 3, msg: 'Échec d’envoi du SMS' }),
      line({ err: { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 }, msg: 'Erreur' }),
      line({ msg: 'Application prête sur http://localhost:3031 (base : pglite)' }),
      line({ migration: '0004_documents', when: 1795309220132 }),
    ];
    for (let i = 0; i < 2000; i++) ordinary.push(line({ req: { method: 'GET', url: `/api/user/getUser/${i}` } }));
    const scan = scanLog(ordinary.join('\n'));
    assert.deepEqual(scan.problems, []);
    assert.equal(scan.requestLines, 2002);
  });

  it('flags lines that are not JSON and request lines without reqId', () => {
    const scan = scanLog(['not json', JSON.stringify({ req: { url: '/' } }), line({ msg: 'ok' })].join('\n'));
    assert.deepEqual(scan.problems, [
      { line: 1, problem: 'ligne qui n’est pas un objet JSON' },
      { line: 2, problem: 'requête sans reqId' },
    ]);
  });

  it('masks what it finds, so free text can be logged', () => {
    const token = randomToken();
    const masked = maskSecrets(
      `PUT /api/auth/confirmAccount/Abcdefgh12345678_-xyzQ Bearer ${token} code 123456 ` +
        `(+237677123456, 690 00 00 01) ${sha256(token)} ?t=${token}`,
    );
    assert.deepEqual(findSecrets(masked), [], masked);
    assert.match(masked, /\[téléphone …56\]/);
    assert.match(masked, /confirmAccount\/\[masqué\]/);
    // The whole token, its association's id and its secret.
    for (const address of [
      '/confirmRegistration/12.Abcdefgh12345678_-xyzQ',
      '/confirmRegistration/7%2EAbcdefgh12345678',
    ]) {
      const maskedLink = maskSecrets(`GET ${address}`);
      assert.equal(maskedLink, 'GET /confirmRegistration/[masqué]');
      assert.deepEqual(findSecrets(maskedLink), []);
    }
  });
});
