// Playwright globalTeardown: scans the server's whole log of this run (LOG_FILE, see
// playwright.config.ts) and fails the run on a line that is not JSON, a request line without
// reqId, or any secret: a password the specs type, a token, a one-time code, a full phone number.
import fs from 'node:fs';
import path from 'node:path';
import { scanLog } from '../../apps/server/src/lib/log-scan.js';

const e2eDir = path.resolve(import.meta.dirname, '..');

/** Every password the specs use: constants named *PASSWORD*, and what they type in password fields. */
export function passwordsUsedBySpecs(): string[] {
  const found = new Set(['demo-quartier']);
  const files = ['specs', 'support'].flatMap((dir) =>
    fs
      .readdirSync(path.join(e2eDir, dir))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => path.join(e2eDir, dir, f)),
  );
  for (const file of files)
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      for (const m of line.matchAll(/PASSWORD\w*\s*=\s*(['"])([^'"]+)\1/g)) found.add(m[2]!);
      if (/mot de passe|password/i.test(line))
        for (const m of line.matchAll(/\.fill\((['"])([^'"\s]+)\1\)/g)) found.add(m[2]!);
    }
  return [...found];
}

export default async function scanServerLog() {
  const file = process.env.QUARTIER_E2E_LOG_FILE;
  if (!file || !fs.existsSync(file)) throw new Error(`Journal du serveur introuvable : ${file ?? '(non défini)'}`);
  const passwords = passwordsUsedBySpecs();
  const scan = scanLog(fs.readFileSync(file, 'utf8'), passwords);
  const summary = `${scan.lines} lignes, ${scan.requestLines} lignes de requête, ${passwords.length} mots de passe cherchés`;
  if (scan.requestLines === 0)
    throw new Error(`Journal du serveur sans aucune ligne de requête (${summary}) : ${file}`);
  if (scan.problems.length) {
    const lines = scan.problems.slice(0, 50).map((p) => `  ligne ${p.line} : ${p.problem}`);
    throw new Error(
      `Le journal du serveur contient ${scan.problems.length} problème(s) (${summary}), fichier ${file} :\n${lines.join('\n')}`,
    );
  }
  console.log(`Journal du serveur vérifié : ${summary}, aucun secret.`);
}
