// Used by `npm run cli`: the command runs the built server code.
import { checkNode, ensureBuilt, ensureInstalled } from './lib.mjs';

checkNode();
ensureInstalled();
ensureBuilt();
