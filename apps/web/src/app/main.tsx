import { languageReady } from './start-language';
import { pageData, pageFitsSession } from './page-data-start';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from './react-dom-client';
import { stylesReady } from '@/lib/early-input';
import { initialLanguage } from '@/lib/i18n';
import { loadFeatureCatalogues } from '@/lib/i18n/feature-registry';
import { AppProviders } from './providers';
import { AppRouter, writtenPageCode } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable');

/**
 * Whether the HTML holds this page as the server drew it (ADR 0030) and the app's first render
 * will draw the very same: then React hydrates it (attaches to it) instead of drawing it again.
 * Not when the server wrote another language than the one this device starts in, or when the page
 * was written for no session or another one than the stored one (the page leads elsewhere, or
 * shows someone else). The history's state (the login page reloaded after 'session expired') is
 * read by the page once hydrated: drawn anew, the page lost what had been typed into it.
 */
const serverLanguage = document.documentElement.dataset.serverLanguage;
const hydrate = pageData !== null && serverLanguage === initialLanguage() && pageFitsSession;

const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

// The first render as a transition: React renders (or hydrates) it in slices of a few
// milliseconds instead of one long task, so a slow phone stays responsive while the app starts
// (Lighthouse TBT).
const root = hydrate ? null : createRoot(container);
// An English reader's catalogue first (issue 25): nothing is drawn in French before it. French,
// in the entry, starts at once. Hydration also waits for the code of the page the server wrote
// (router.tsx, writtenPageCode), then for the English of the features on screen, the page's
// among them (a feature's words are known once its code has run): a part waiting for its words
// would be hydrated later, and a tap or an update reaching it meanwhile lost, or its page drawn
// anew. A written page carries only the styles of its first paint: the app's sheet, asked by
// start.js with this entry, is awaited too (lib/early-input.ts).
const pageReady = hydrate
  ? Promise.resolve(writtenPageCode(window.location.pathname))
      .catch(() => undefined)
      .then(() => loadFeatureCatalogues(initialLanguage()))
      .catch(() => undefined)
  : null;
void Promise.all([languageReady, pageReady, stylesReady()]).then(() =>
  startTransition(() => {
    if (root) root.render(app);
    else
      hydrateRoot(container, app, {
        // A hydration that failed (the HTML differed) is drawn again by React, all of it: said
        // in the console with where it differed, and reported as React does by default, so
        // that every end-to-end test fails on it (e2e/support/fixtures.ts).
        onRecoverableError: (error, info) => {
          console.error('Hydratation : la page a été redessinée', info.componentStack ?? '');
          reportError(error);
        },
      });
  }),
);

// The service worker (src/service-worker.js → dist/sw.js) makes the app installable and keeps
// the pages already seen readable offline. Registered once the page has loaded, so that it
// never competes with the first screen.
// A page the server wrote loads this entry after its first paint (public/start.js), often after
// the load event: then at once.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
