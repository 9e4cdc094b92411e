import { Modal as MantineModal, type ModalProps } from '@mantine/core';
import { useState } from 'react';
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

function DrawnModal({ opened, ...props }: ModalProps) {
  const shown = useOpenedOnceMounted(opened);
  return <MantineModal opened={shown} {...props} />;
}
