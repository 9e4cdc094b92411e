// `npm start`: install, build, then serve web + API on PORT (3001) with the embedded database.
// Migrations and the demo data run inside the server at start.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS, checkNode, ensureBuilt, ensureInstalled, root, say } from './lib.mjs';

checkNode();
ensureInstalled();
ensureBuilt();
say('Démarrage du serveur…');
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  env: { ...process.env, ...SERVER_ENV },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
