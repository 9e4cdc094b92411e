// The start of a page the server wrote (ADR 0030): the server's HTML names the app's entry script
// in data-entry, loaded once the page has been painted. The HTML and its styles have the network to
// themselves until then (on a slow phone link the 120 Ko of the entry took its bandwidth from
// them), and the first paint never waits behind the entry's evaluation. Pages the server does not
// write load the entry at once, as before (index.html).
const entry = document.querySelector('script[data-entry]')?.getAttribute('data-entry');
let started = false;
function start() {
  if (started || !entry) return;
  started = true;
  // Not reloaded on failure (a deployment under way would loop): the page stays as the server wrote it.
  import(entry).catch((error) => console.error('Application non chargée', error));
}
// After the next frame: a task queued from requestAnimationFrame runs once that frame is painted.
requestAnimationFrame(() => setTimeout(start, 0));
// A tab opened in the background paints no frame: it starts anyway.
setTimeout(start, 1000);
