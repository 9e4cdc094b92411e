import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from './db/client.js';
import { auditLog, idempotencyKeys, jobRuns, notifications, transactions } from './db/schema.js';
import { createPostgresDatabase } from './test/database.js';
import { api, freePort, startProcess, stop, waitHealthy, type Proc } from './test/processes.js';
import { startSmsCapture, parseSms } from './test/sms-capture.js';

const onPostgres = process.env.TEST_DB === 'postgres';

/** Where the server processes of a test keep their data: a temp DATA_DIR, or a fresh PostgreSQL database. */
async function storage(): Promise<{ env: Record<string, string>; target: DatabaseTarget; drop: () => Promise<void> }> {
  if (onPostgres) {
    const scratch = await createPostgresDatabase();
    return {
      env: { DATABASE_URL: scratch.url },
      target: { kind: 'postgres', url: scratch.url } as DatabaseTarget,
      drop: scratch.drop,
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-crash-'));
  return { env: { DATA_DIR: dataDir }, target: { kind: 'pglite', dataDir } as DatabaseTarget, drop: async () => {} };
}

describe(`crash in the middle of writes (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('after SIGKILL and a restart, every acknowledged payment is there and none is half-written', async () => {
    const where = await storage();
    const port = await freePort();
    const env = { ...where.env, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'true' };
    let server: Proc = startProcess('src/server.ts', env);
    const acknowledged = new Map<string, { id: number; montant: number }>();
    const attempted = new Set<string>();
    try {
      await waitHealthy(port, server);
      const { body } = await api(port, 'POST', '/auth/login', {
        body: { telephone: '690000002', password: 'demo-quartier' },
      });
      const token = body.token as string;
      const members = (
        await api(port, 'GET', '/cotisation/membres/3?page=1&pageSize=20', { token })
      ).body.members.filter((m: any) => m.statut === 'Actif');
      // Four writers in parallel until the process is killed under them.
      let killed = false;
      let counter = 0;
      const writer = async () => {
        while (!killed) {
          const n = counter++;
          const key = `crash-test-${n.toString().padStart(6, '0')}`;
          const montant = 1000 + n;
          attempted.add(key);
          try {
            const res = await api(port, 'POST', '/cotisation/transaction', {
              token,
              body: { idUser: members[n % members.length].id, montant, cotisation: 3 },
              headers: { 'idempotency-key': key },
            });
            if (res.status === 200) acknowledged.set(key, { id: res.body.transaction.idTransaction, montant });
          } catch {
            // The connection died with the process: not acknowledged.
          }
        }
      };
      const writers = [writer(), writer(), writer(), writer()];
      while (acknowledged.size < 40) await new Promise((r) => setTimeout(r, 20));
      server.child.kill('SIGKILL');
      killed = true;
      await Promise.all(writers);
      await server.exited;
      assert.ok(acknowledged.size >= 40);

      server = startProcess('src/server.ts', env);
      await waitHealthy(port, server);
      const after = await api(port, 'POST', '/auth/login', {
        body: { telephone: '690000002', password: 'demo-quartier' },
      });
      assert.equal(after.status, 200, 'the restarted server serves');
    } finally {
      await stop(server);
    }

    const database = await openDatabase(where.target);
    try {
      const rows = await database.db
        .select({ id: transactions.id, montant: transactions.montant })
        .from(transactions)
        .where(
          inArray(
            transactions.id,
            [...acknowledged.values()].map((a) => a.id),
          ),
        );
      const byId = new Map(rows.map((r) => [r.id, r.montant]));
      for (const [key, ack] of acknowledged) assert.equal(byId.get(ack.id), ack.montant, `acknowledged ${key} lost`);
      // Every payment of the burst that exists is whole: its audit entry and its key committed with it.
      const keys = await database.db
        .select()
        .from(idempotencyKeys)
        .where(sql`${idempotencyKeys.key} like 'crash-test-%'`);
      for (const key of keys) {
        const id = (key.response as { idTransaction?: number }).idTransaction;
        assert.ok(id, `key ${key.key} without its answer`);
        const [audit] = await database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'transaction'), eq(auditLog.entityId, String(id))));
        assert.ok(audit, `payment ${id} without its audit entry`);
      }
      const burst = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(transactions)
        .where(sql`${transactions.montant} between 1000 and ${1000 + attempted.size}`);
      assert.equal(burst[0]!.n, keys.length, 'every payment of the burst has its key: none half-written');
      assert.ok(keys.length >= acknowledged.size);
      console.log(`crash: ${attempted.size} sent, ${acknowledged.size} acknowledged, ${keys.length} stored, 0 lost`);
    } finally {
      await database.close();
      await where.drop();
    }
  });
});

// Several servers need a shared server database: this runs in the PostgreSQL pass of npm test.
if (onPostgres)
  describe('two server processes on one PostgreSQL', () => {
    it('share sessions, rate limits and one-time codes, and run the monthly job once', async () => {
      const where = await storage();
      const sms = await startSmsCapture();
      const [portA, portB] = [await freePort(), await freePort()];
      const common = {
        ...where.env,
        HOST: '127.0.0.1',
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: sms.url,
        PUBLIC_URL: 'http://localhost:3001',
      };
      const a = startProcess('src/server.ts', { ...common, PORT: String(portA), DEMO_DATA: 'true' });
      let b: Proc | undefined;
      try {
        await waitHealthy(portA, a);
        b = startProcess('src/server.ts', { ...common, PORT: String(portB), DEMO_DATA: 'false' });
        await waitHealthy(portB, b);

        const login = await api(portA, 'POST', '/auth/login', {
          body: { telephone: '690000002', password: 'demo-quartier' },
        });
        assert.equal(
          (await api(portB, 'GET', '/auth/me', { token: login.body.token })).status,
          200,
          'a session from A works on B',
        );
        await api(portB, 'POST', '/auth/logout', { token: login.body.token });
        assert.equal(
          (await api(portA, 'GET', '/auth/me', { token: login.body.token })).status,
          401,
          'a logout on B ends it on A',
        );

        for (let i = 0; i < 5; i++)
          await api(i % 2 ? portA : portB, 'POST', '/auth/login', {
            body: { telephone: '690000006', password: `faux-${i}` },
          });
        const blocked = await api(portA, 'POST', '/auth/login', {
          body: { telephone: '690000006', password: 'demo-quartier' },
        });
        assert.equal(blocked.status, 429, 'failures counted on both servers');

        await api(portA, 'PUT', '/auth/forgotPassword', { body: { telephone: '690000004' } });
        let code: string | undefined;
        for (let i = 0; i < 50 && !code; i++) {
          code = parseSms(sms.lastTo('+237690000004')?.message ?? '').code;
          if (!code) await new Promise((r) => setTimeout(r, 200));
        }
        assert.ok(code, 'the code was texted');
        const reset = await api(portB, 'PUT', '/auth/resetPassword', {
          body: {
            telephone: '690000004',
            otp: code,
            password: 'Deux-Serveurs-2026',
            confirmPassword: 'Deux-Serveurs-2026',
          },
        });
        assert.equal(reset.status, 200, 'a code sent by A is accepted by B');
      } finally {
        if (b) await stop(b);
        await stop(a);
        await sms.close();
      }
      const database = await openDatabase(where.target);
      try {
        const runs = await database.db.select().from(jobRuns);
        // One claim per association and month at most, whichever server made it (issue 21).
        const claims = runs.map((run) => `${run.associationId}:${run.job}:${run.period}`);
        assert.equal(new Set(claims).size, claims.length, 'the monthly reminder ran at most once per association');
        assert.ok(runs.length <= 2, 'two demo associations, one month');
        const perMember = await database.db
          .select({ who: notifications.recipientId, n: sql<number>`count(*)::int` })
          .from(notifications)
          .where(eq(notifications.titre, 'Rappel de cotisation mensuelle'))
          .groupBy(notifications.recipientId);
        assert.ok(
          perMember.every((r) => r.n === 1),
          'no member reminded twice',
        );
        if (runs.length === 1) assert.ok(perMember.length > 0);
      } finally {
        await database.close();
        await where.drop();
      }
    });
  });
