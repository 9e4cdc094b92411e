import { useSyncExternalStore } from 'react';

/** Phones and small tablets (<= 768px): the sidebar goes behind the menu button, tables become cards. */
const MOBILE_QUERY = '(max-width: 48em)';

/**
 * What the server guessed of the screen when it wrote the page (ADR 0030 step 2: from the
 * browser's own hint, `Sec-CH-UA-Mobile` or its user agent); hydration starts from it, and the
 * screen's real width follows at once if the guess was wrong.
 */
let renderedMobile = false;

export function setRenderedMobile(mobile: boolean) {
  renderedMobile = mobile;
}

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Read at the first render (not in an effect), so a phone never draws the desktop layout first. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => renderedMobile,
  );
}
