// Preloaded into a server process by `scripts/bench/profile.mjs` (node --import): counts the
// statements the process sends to PostgreSQL, scope changes and transaction commands apart, and
// writes the counts to $STATEMENT_COUNTS_FILE on SIGUSR2. Measuring only: never loaded otherwise.
import fs from 'node:fs';
import pg from 'pg';

const counts = { statements: 0, scope: 0, transaction: 0 };
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (...args) {
  const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
  if (typeof text === 'string') {
    counts.statements++;
    // A statement sent with its scope change in one message (db/client.ts, ADR 0027): two statements.
    if (args[0]?.scopeValues) {
      counts.statements++;
      counts.scope++;
    }
    if (text.includes("set_config('role'")) counts.scope++;
    else if (/^\s*(begin|commit|rollback|set\s+transaction|savepoint|release)\b/i.test(text)) counts.transaction++;
  }
  return query.apply(this, args);
};
// Written whole then renamed: the reader never sees half a file.
process.on('SIGUSR2', () => {
  const file = process.env.STATEMENT_COUNTS_FILE;
  fs.writeFileSync(`${file}.part`, JSON.stringify(counts));
  fs.renameSync(`${file}.part`, file);
});
