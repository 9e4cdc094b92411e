// The start of a page the server wrote (ADR 0030): the server's HTML names the app's entry script
// in data-entry, loaded once the page has been painted. The HTML and its styles have the network to
// themselves until then (on a slow phone link the 120 Ko of the entry took its bandwidth from
// them), and the first paint never waits behind the entry's evaluation. Pages the server does not
// write load the entry at once, as before (index.html).
const entry = document.querySelector('script[data-entry]')?.getAttribute('data-entry');

// A tap before the app has taken the page over is kept for it (src/lib/early-input.ts replays
// them, in order, once hydrated): a form is not sent by the browser, which would bring the page
// back empty (the login form) or lose the app's checks, and a language tapped is not left
// half-chosen. Links and typing need nothing: the browser and the hydrated fields keep them.
const early = { actions: [], taken: false };
window.__quartierEarlyInput = early;
document.addEventListener(
  'submit',
  (event) => {
    if (early.taken) return;
    event.preventDefault();
    // A second tap on a button that seems dead on a slow link is the same sending, not another.
    const earlier = early.actions.findIndex((action) => action.kind === 'submit' && action.target === event.target);
    if (earlier !== -1) early.actions.splice(earlier, 1);
    early.actions.push({ kind: 'submit', target: event.target, submitter: event.submitter ?? null });
  },
  true,
);
document.addEventListener(
  'click',
  (event) => {
    if (early.taken || !(event.target instanceof Element)) return;
    // A radio keeps its choice until the app makes it; a plain button does nothing before the app.
    const control = event.target.closest('input[type="radio"], button[type="button"]');
    if (!control) return;
    if (control instanceof HTMLInputElement) event.preventDefault();
    early.actions.push({ kind: 'click', target: control, submitter: null });
  },
  true,
);

let started = false;
function start() {
  if (started || !entry) return;
  started = true;
  // Not reloaded on failure (a deployment under way would loop): the page stays as the server
  // wrote it, and a form held for the app goes the browser's way after all.
  import(entry).catch((error) => {
    console.error('Application non chargée', error);
    early.taken = true;
    for (const action of early.actions.splice(0)) if (action.kind === 'submit') action.target.submit();
  });
}
// After the next frame: a task queued from requestAnimationFrame runs once that frame is painted.
requestAnimationFrame(() => setTimeout(start, 0));
// A tab opened in the background paints no frame: it starts anyway.
setTimeout(start, 1000);
