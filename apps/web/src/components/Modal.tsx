import { Modal as MantineModal, type ModalProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useOpenedOnceMounted } from '@/lib/use-opened-once-mounted';

/**
 * Mantine's Modal, drawn from its first opening on. A closed Mantine Modal still mounts its
 * portal, which draws itself again right after its first commit: on a page written by the server
 * (ADR 0030) every closed dialog made hydration end in a second, synchronous render, one long
 * task on a slow phone. At its first opening it is drawn closed, then opened a frame later
 * (`useOpenedOnceMounted`: the focus goes back to the button that opened it, and it slides in);
 * then kept, so that it closes with its transition.
 */
export function Modal({ opened, ...props }: ModalProps) {
  const [wanted, setWanted] = useState(opened);
  // Noted during the render (React's pattern for state that follows a prop): no second commit.
  if (opened && !wanted) setWanted(true);
  return wanted ? <DrawnModal opened={opened} {...props} /> : null;
}

function DrawnModal({ opened, onExitTransitionEnd, ...props }: ModalProps) {
  const shown = useOpenedOnceMounted(opened);
  // What had the focus when the dialog was asked for (the button that opened it). Mantine gives
  // it the focus back, except when the dialog closes before its focus trap has taken the focus (an
  // Escape in its first frames): the trap then takes it during the closing, and the focus falls to
  // the page once the dialog is gone. Given back here in that case, as the closing ends (the
  // focus still on the dialog, or already fallen).
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    if (opened) opener.current = document.activeElement;
  }, [opened]);
  const giveFocusBack = () => {
    const active = document.activeElement;
    const lost = active === null || active === document.body || active.closest('.mantine-Modal-root') !== null;
    if (lost && opener.current instanceof HTMLElement && opener.current.isConnected)
      opener.current.focus({ preventScroll: true });
    onExitTransitionEnd?.();
  };
  return <MantineModal opened={shown} onExitTransitionEnd={giveFocusBack} {...props} />;
}
