import { useEffect } from 'react';

/**
 * What a person did on a page the server wrote before the app had the element they tapped (ADR
 * 0030): public/start.js keeps a form sent and a radio, switch or button tapped meanwhile, and
 * does each again, in order, when the app asks, once React holds that element's handlers.
 */
interface EarlyInput {
  replay: (part: { page: boolean }) => void;
  /** The app's style sheet, asked with the entry by a written page; settled once it is here or failed. */
  styles?: Promise<void>;
  /** Whether the written page has the number and date data loaded on another thread already (warm-up-formatters.ts). */
  intlWarmedUp?: boolean;
}

const earlyInput = () => (window as { __quartierEarlyInput?: EarlyInput }).__quartierEarlyInput;

/** Whether start.js has started loading the number and date data off the main thread. */
export function intlWarmedUpByPage(): boolean {
  return earlyInput()?.intlWarmedUp === true;
}

/** How long hydration waits for the sheet once the app's code is here: a stalled link must not keep the page dead. */
const STYLES_WAIT_MS = 3000;

/**
 * A written page paints with the rules it uses (inside it); the app's full sheet comes with its
 * code. Hydration waits for the sheet, so that what the app draws next (a menu, a dialog) is
 * styled, but not for ever: after 3 s the page is taken over anyway, and the sheet applies when it
 * comes.
 */
export function stylesReady(): Promise<void> {
  const styles = earlyInput()?.styles;
  if (!styles) return Promise.resolve();
  return Promise.race([styles, new Promise<void>((resolve) => setTimeout(resolve, STYLES_WAIT_MS))]);
}

/**
 * Called once a part of a written page has been hydrated and committed: only then does a tap reach
 * React's handlers (before the commit React already marks the elements as its own, but a tap on
 * them may find no handler). `page`: the whole page (AuthFrame, or the page in AppLayout's
 * <main>); otherwise the signed-in pages' shell around it (AppLayout), whose taps need not wait
 * for the page.
 */
export function replayEarlyInput({ page }: { page: boolean }) {
  earlyInput()?.replay({ page });
}

/** Placed beside a page in its Suspense boundary: its taps are done as soon as the page is hydrated. */
export function ReplayEarlyInputOnMount() {
  useEffect(() => replayEarlyInput({ page: true }), []);
  return null;
}
