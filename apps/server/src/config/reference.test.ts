import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { envSchema, type SettingMeta } from './env.js';
import { REFERENCE_FILE, configurationReference } from './reference.js';

const repoFile = (relative: string) => new URL(`../../../../${relative}`, import.meta.url);

describe('configuration reference generated from the settings schema', () => {
  it('describes every setting with an example', () => {
    for (const [name, schema] of Object.entries(envSchema.shape)) {
      const meta = schema.meta() as SettingMeta | undefined;
      assert.ok(meta?.description, `${name} : description manquante dans config/env.ts`);
      assert.ok(meta.examples?.length, `${name} : exemple manquant dans config/env.ts`);
    }
  });

  it(`${REFERENCE_FILE} is up to date`, () => {
    const written = fs.existsSync(repoFile(REFERENCE_FILE)) ? fs.readFileSync(repoFile(REFERENCE_FILE), 'utf8') : '';
    assert.ok(
      written === configurationReference(),
      `${REFERENCE_FILE} ne correspond plus à apps/server/src/config/env.ts : lancez npm run docs:config`,
    );
  });

  it('deploy/quartier.env.example names every setting, and only real ones', () => {
    const example = fs.readFileSync(repoFile('deploy/quartier.env.example'), 'utf8');
    const named = [...example.matchAll(/^#?\s?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
    const known = Object.keys(envSchema.shape);
    assert.deepEqual(
      named.filter((name) => !known.includes(name)),
      [],
      'réglages inconnus dans deploy/quartier.env.example',
    );
    assert.deepEqual(
      known.filter((name) => !named.includes(name)),
      [],
      'réglages absents de deploy/quartier.env.example',
    );
  });
});
