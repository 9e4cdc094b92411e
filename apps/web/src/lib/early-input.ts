import { useEffect } from 'react';

/**
 * What a person did on a page the server wrote before the app had the element they tapped (ADR
 * 0030): public/start.js keeps a form sent and a radio, switch or button tapped meanwhile, and
 * does each again, in order, when the app asks, once React holds that element's handlers.
 */
interface EarlyInput {
  replay: () => void;
  /** The app's style sheet, asked with the entry by a written page; settled once it is here or failed. */
  styles?: Promise<void>;
}

const earlyInput = () => (window as { __quartierEarlyInput?: EarlyInput }).__quartierEarlyInput;

/**
 * A written page paints with the rules it uses (inside it); the app's full sheet comes with its
 * code. Hydration waits for the sheet: what the app draws next (a menu, a dialog) is styled.
 */
export function stylesReady(): Promise<void> {
  return earlyInput()?.styles ?? Promise.resolve();
}

/**
 * Called once a frame of pages the server writes (AppLayout, AuthFrame) or a page has been
 * hydrated and committed: only then does a tap reach React's handlers (before the commit React
 * already marks the elements as its own, but a tap on them would find no handler).
 */
export function replayEarlyInput() {
  earlyInput()?.replay();
}

/** Placed beside a page in its Suspense boundary: its taps are done as soon as the page is hydrated. */
export function ReplayEarlyInputOnMount() {
  useEffect(replayEarlyInput, []);
  return null;
}
