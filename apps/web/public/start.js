// The start of a page the server wrote (ADR 0030): the server's HTML names the app's entry script
// in data-entry, loaded once the page has been painted. The HTML and its styles have the network to
// themselves until then (on a slow phone link the 120 Ko of the entry took its bandwidth from
// them), and the first paint never waits behind the entry's evaluation. Pages the server does not
// write load the entry at once, as before (index.html).
const script = document.querySelector('script[data-entry]');
const entry = script?.getAttribute('data-entry');
// The app's style sheet: the page came with the rules of its first paint inside (the server's
// critical-css.ts); the sheet comes with the app's code, which waits for it before it takes the
// page over (what the app draws next is styled).
const styles = script?.getAttribute('data-styles');
// The chunks the entry imports (React, Mantine), in the order it imports them: evaluated one per task
// before the entry, whose own evaluation then leaves them out. As one task, the entry took 130 to
// 280 ms of a slowed phone's main thread (Lighthouse's TBT, issue 24); a tap waited that long.
const chunks = (script?.getAttribute('data-chunks') ?? '').split(' ').filter(Boolean);
// Files the app asks for first once it runs (an English page: its words), downloaded with it.
const preloads = (script?.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);

// A tap on an element the app has not taken over yet is kept for it, and done again, in order, once
// the app has that element (React holds its handlers on it): a form is not sent by the browser,
// which would bring the page back empty (the login form) or lose the app's checks, a language
// tapped is not left half-chosen, and a button of the page tapped while the shell is already the
// app's but the page is not (its code still on its way) is not lost: React drops a tap on a part it
// cannot hydrate at once. A list's choice is kept the same way (below). Links and typing need
// nothing: the browser and the hydrated fields keep them.
const early = { actions: [], failed: false, shellCommitted: false, pageCommitted: false };
window.__quartierEarlyInput = early;
// React's key on an element whose handlers it holds (set as it hydrates or draws the element).
const theApps = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
// React sets that key while it renders, before the render is committed: a tap then may reach no
// handler (React drops it when the part is not hydrated by the time it looks). So an element is
// the app's once it carries the key and the app has said its part is committed (lib/early-input.ts):
// the signed-in pages' shell (top bar, menu) first, then the page in <main>; a page before sign-in
// is one part.
const committed = (element) =>
  theApps(element) && (early.pageCommitted || (early.shellCommitted && !element.closest('main')));
// A tap kept longer than this is forgotten: done that late it would surprise. A form sent is kept
// however long the app takes: the person is waiting for that sending.
const KEPT_MS = 20000;

/** Asked by the app once a part is committed: `page`, the whole page; else the shell around it. */
function replay({ page = true } = {}) {
  if (page) early.pageCommitted = true;
  else early.shellCommitted = true;
  doNextHeld();
}
early.replay = replay;

function doNextHeld() {
  while (early.actions.length > 0) {
    const action = early.actions[0];
    if (!action.target.isConnected || (action.kind === 'click' && Date.now() - action.at > KEPT_MS)) {
      // Drawn anew by the app (no hydration), or too old: nothing to do it on.
      early.actions.shift();
      continue;
    }
    // In order: a later tap waits for an earlier one (the menu opened before its item).
    if (!committed(action.target)) break;
    early.actions.shift();
    if (action.kind === 'submit') {
      action.target.requestSubmit(action.submitter?.isConnected ? action.submitter : undefined);
    } else if (action.kind === 'change') {
      // Hydrating, the app may have put its own choice back: the person's is made again, as a change.
      action.target.value = action.value;
      action.target.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      action.target.click();
    }
    // One per task: the next is done once React has drawn what this one changed (it draws a tap's
    // changes in a microtask). Done in the same breath, a login sent after a language tapped went
    // without the language: its handler still saw the page from before the tap.
    if (early.actions.length > 0) setTimeout(doNextHeld, 0);
    return;
  }
}

function hold(event, action) {
  event.preventDefault();
  // Not seen by React either: it would drop it, or do it before the element's part is hydrated.
  event.stopPropagation();
  early.actions.push({ ...action, at: Date.now() });
}

document.addEventListener(
  'submit',
  (event) => {
    if (early.failed || !(event.target instanceof HTMLFormElement) || committed(event.target)) return;
    if (!event.target.closest('#root')) return;
    // A second tap on a button that seems dead on a slow link is the same sending, not another.
    const earlier = early.actions.findIndex((action) => action.kind === 'submit' && action.target === event.target);
    if (earlier !== -1) early.actions.splice(earlier, 1);
    hold(event, { kind: 'submit', target: event.target, submitter: event.submitter ?? null });
  },
  true,
);
document.addEventListener(
  'click',
  (event) => {
    // The page's own (#root): not what a browser extension adds, which no app will ever take.
    if (early.failed || !(event.target instanceof Element) || !event.target.closest('#root')) return;
    // A radio or a switch keeps its state until the app changes it (the app would not know the
    // browser had); a plain button does nothing before the app.
    const control = event.target.closest('input[type="radio"], input[type="checkbox"], button[type="button"]');
    if (!control || committed(control)) return;
    hold(event, { kind: 'click', target: control, submitter: null });
  },
  true,
);

document.addEventListener(
  'change',
  (event) => {
    // A list's choice (a category, a year) shows at once, but the app would not know it: the page
    // would say one thing and show another. Kept, and made again once the app has the list.
    const list = event.target;
    if (early.failed || !(list instanceof HTMLSelectElement) || !list.closest('#root') || committed(list)) return;
    const earlier = early.actions.findIndex((action) => action.kind === 'change' && action.target === list);
    if (earlier !== -1) early.actions.splice(earlier, 1);
    hold(event, { kind: 'change', target: list, value: list.value, submitter: null });
  },
  true,
);

let started = false;
function start() {
  if (started || !entry) return;
  started = true;
  // The number and date data of the page's language, loaded on another thread while the app's code
  // downloads (public/warm-up-intl.js): the app's first formats then cost its main thread nothing.
  try {
    const worker = new Worker('/warm-up-intl.js');
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
    };
    worker.postMessage({
      langue: document.documentElement.lang,
      timeZone: script?.getAttribute('data-time-zone') ?? undefined,
    });
    early.intlWarmedUp = true;
  } catch {
    // No worker: the app builds its formats itself.
  }
  if (styles) {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.crossOrigin = 'anonymous';
    sheet.href = styles;
    // Failed, the page keeps its own rules: the app starts anyway.
    early.styles = new Promise((resolve) => {
      sheet.onload = sheet.onerror = () => resolve();
    });
    document.head.append(sheet);
  }
  // All downloaded at once, over the page's connection.
  for (const href of [...chunks, entry, ...preloads]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // Not reloaded on failure (a deployment under way would loop): the page stays as the server
  // wrote it, and a form held for the app goes the browser's way after all.
  chunks
    .reduce((previous, chunk) => previous.then(() => import(chunk)).then(nextTask), Promise.resolve())
    .then(() => import(entry))
    .catch((error) => {
      console.error('Application non chargée', error);
      early.failed = true;
      for (const action of early.actions.splice(0)) if (action.kind === 'submit') action.target.submit();
    });
}

/** A task of its own for what comes next: the browser paints and answers a tap in between. */
function nextTask() {
  if (window.scheduler?.yield) return window.scheduler.yield();
  // Not a timer: a tab in the background may hold a timer back by a second.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
// Once the page's content has been painted. This script runs once the whole HTML is parsed; the
// next frame paints all of it (a long page's first paint may have shown only its top). The
// browser's largest-contentful-paint entry for that frame says it reached the screen: a task
// queued from requestAnimationFrame alone could run before, and the entry's 120 Ko then shared
// the link with that paint (seen in Lighthouse's traces: the entry asked 20 to 75 ms before the
// page's largest element was painted). When that element was painted before (no new entry comes),
// 100 ms after the frame. requestAnimationFrame alone where the entry is not known.
requestAnimationFrame((frameStart) => {
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    setTimeout(start, 0);
    return;
  }
  const painted = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.startTime >= frameStart)) return;
    painted.disconnect();
    setTimeout(start, 0);
  });
  painted.observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => {
    painted.disconnect();
    start();
  }, 100);
});
// A tab opened in the background paints no frame: it starts anyway.
setTimeout(start, 1000);
