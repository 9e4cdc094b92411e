import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3011);
export const SMS_GATEWAY_PORT = Number(process.env.SMS_GATEWAY_PORT ?? 3998);
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; TECNO KG5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
// A fresh embedded database for every run, seeded with the demo association.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-e2e-'));
// The server's whole log, scanned for secrets by support/log-scan.ts once the run ends. Set once
// by the runner; workers load this file again and inherit the variable.
process.env.QUARTIER_E2E_LOG_FILE ??= path.join(dataDir, 'server.log');
const logFile = process.env.QUARTIER_E2E_LOG_FILE;

export default defineConfig({
  testDir: './specs',
  globalTeardown: './support/log-scan.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Africa/Douala',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'telephone',
      use: {
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1,
        // What an Android phone's Chrome says (Playwright keeps a desktop one otherwise): the server
        // writes a signed-in page's phone layout for it (ADR 0030 step 2), as for members' phones.
        userAgent: PHONE_USER_AGENT,
      },
    },
    // Tap targets are a phone matter (specs/tap-targets.spec.ts); the operator's spec runs a service of its
    // own, once, at the founder's phone size (specs/operator.spec.ts).
    {
      name: 'bureau',
      use: { viewport: { width: 1366, height: 800 } },
      testIgnore: /(tap-targets|operator)\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: 'node support/sms-gateway.mjs',
      url: `http://127.0.0.1:${SMS_GATEWAY_PORT}/health`,
      env: { SMS_GATEWAY_PORT: String(SMS_GATEWAY_PORT) },
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      // E2E_SERVER_COMMAND lets a developer run the server from source (tsx) without rebuilding dist/.
      command: process.env.E2E_SERVER_COMMAND ?? `node ${path.join(root, 'apps/server/dist/server.js')}`,
      cwd: root,
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://localhost:${E2E_PORT}`,
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: `http://127.0.0.1:${SMS_GATEWAY_PORT}/sms`,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'info',
        LOG_FILE: logFile,
      },
    },
  ],
});
