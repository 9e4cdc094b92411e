/**
 * What a person did on a page the server wrote before the app took it over (ADR 0030): kept by
 * public/start.js, which holds a form sent and a radio or button tapped meanwhile.
 */
interface EarlyAction {
  kind: 'submit' | 'click';
  target: Element;
  submitter: HTMLElement | null;
}

interface EarlyInput {
  actions: EarlyAction[];
  taken: boolean;
}

const early = (): EarlyInput | undefined => (window as { __quartierEarlyInput?: EarlyInput }).__quartierEarlyInput;

/** From now on React answers events itself (it replays those it receives while hydrating). */
export function stopHoldingEarlyInput() {
  const held = early();
  if (held) held.taken = true;
}

/**
 * Once the page's frame is hydrated (AuthFrame): each action held is done again, in order, on the element it was aimed at, now
 * the app's; the app's own handlers answer. Elements the app drew anew (no hydration) are gone.
 */
export function replayEarlyInput() {
  const held = early();
  if (!held) return;
  held.taken = true;
  for (const action of held.actions.splice(0)) {
    if (!action.target.isConnected) continue;
    if (action.kind === 'submit' && action.target instanceof HTMLFormElement) {
      action.target.requestSubmit(action.submitter?.isConnected ? action.submitter : undefined);
    } else if (action.target instanceof HTMLElement) {
      action.target.click();
    }
  }
}
