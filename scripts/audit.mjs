// `npm run audit`: known advisories in the production dependencies (issue 8: none high or critical).
// The registry's audit endpoint is a network service: when it cannot be reached this says so and
// fails, it never reports a pass it did not get.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', shell: false });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = null;
}
if (!report || report.error || !report.metadata) {
  const reason =
    report?.message ??
    report?.error?.summary ??
    run.stderr.split('\n').find((l) => /audit|ERR|error/i.test(l)) ??
    'réponse illisible';
  console.error(`\n✖ Audit IMPOSSIBLE : le registre npm n'a pas répondu à l'audit (${reason.trim()}).`);
  console.error('  Relancez `npm run audit` sur une machine qui joint https://registry.npmjs.org/-/npm/v1/security/.');
  process.exit(2);
}
const counts = report.metadata.vulnerabilities;
console.log(
  `Dépendances de production : ${counts.critical} critique(s), ${counts.high} élevée(s), ${counts.moderate} moyenne(s), ${counts.low} faible(s).`,
);
for (const [name, v] of Object.entries(report.vulnerabilities ?? {}))
  if (v.severity === 'high' || v.severity === 'critical') console.error(`  ✖ ${name} (${v.severity}) : ${v.range}`);
process.exit(counts.critical + counts.high > 0 ? 1 : 0);
