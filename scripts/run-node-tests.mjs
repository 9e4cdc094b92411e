// Runs every *.test.ts below the given folders with Node's test runner, TypeScript through tsx.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dirs = process.argv.slice(2);
const files = [];
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'dist') walk(full);
    else if (entry.isFile() && entry.name.endsWith('.test.ts')) files.push(full);
  }
};
dirs.forEach(walk);
if (files.length === 0) {
  console.error(`✖ Aucun fichier de test dans ${dirs.join(', ')}`);
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  [
    '--conditions=source',
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    '--test-concurrency=2',
    '--test-timeout=300000',
    ...files.sort(),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
