import { languageReady } from './start-language';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import { AppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable');

// The first render as a transition: React renders it in slices of a few milliseconds instead
// of one long task, so a slow phone stays responsive while the app starts (Lighthouse TBT).
const root = createRoot(container);
// An English reader's catalogue first (issue 25): nothing is drawn in French before it. French,
// in the entry, starts at once.
void languageReady.then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  }),
);

// The service worker (src/service-worker.js → dist/sw.js) makes the app installable and keeps
// the pages already seen readable offline. Registered once the page has loaded, so that it
// never competes with the first screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
