import { useEffect } from 'react';

/**
 * What a person did on a page the server wrote before the app had the element they tapped (ADR
 * 0030): public/start.js keeps a form sent and a radio, switch or button tapped meanwhile, and
 * does each again, in order, when the app asks, once React holds that element's handlers.
 */
interface EarlyInput {
  replay: () => void;
}

/**
 * Called once a frame of pages the server writes (AppLayout, AuthFrame) or a page has been
 * hydrated and committed: only then does a tap reach React's handlers (before the commit React
 * already marks the elements as its own, but a tap on them would find no handler).
 */
export function replayEarlyInput() {
  (window as { __quartierEarlyInput?: EarlyInput }).__quartierEarlyInput?.replay();
}

/** Placed beside a page in its Suspense boundary: its taps are done as soon as the page is hydrated. */
export function ReplayEarlyInputOnMount() {
  useEffect(replayEarlyInput, []);
  return null;
}
