import { build } from './test/helpers.js';
const hooks: Array<() => Promise<void>> = [];
const h = await build({ after: (fn) => hooks.push(fn) });
const t = await h.login('690000002');
const r = await h.request('GET', '/cotisation/allMembres', { token: t });
console.log(r.status, JSON.stringify(r.body).slice(0, 300));
for (const f of hooks) await f();
