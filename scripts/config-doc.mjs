// `npm run docs:config`: writes docs/configuration.md from the server's settings schema
// (apps/server/src/config/env.ts), so the reference and the code cannot disagree.
import fs from 'node:fs';
import path from 'node:path';
import { root, say } from './lib.mjs';
import { REFERENCE_FILE, configurationReference } from '../apps/server/src/config/reference.ts';

const file = path.join(root, REFERENCE_FILE);
fs.writeFileSync(file, configurationReference());
say(`${REFERENCE_FILE} écrit.`);
