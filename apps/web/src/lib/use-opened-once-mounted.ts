import { useEffect, useState } from 'react';

/**
 * For a dialog mounted by the click that opens it (components/Modal.tsx, the drawer): drawn closed,
 * then opened a frame later. Mantine notes the element to give the focus back to when a dialog
 * opens, not when it is mounted open; and its portal draws nothing before its own first effect,
 * so a dialog mounted open drew its content at once, where a field with `autoFocus` took the
 * focus before it was noted: the keyboard user's focus was lost when the dialog closed. A frame
 * later the portal is there, so the dialog notes the button that asked for it, then slides in
 * (its content, and its focus trap, come with the transition's next frame).
 */
export function useOpenedOnceMounted(opened: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return opened && ready;
}
