import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useOpenedOnceMounted } from '@/lib/use-opened-once-mounted';

/** The app's form dialogs: full screen on phones, titled, closable by 'Fermer', not while a send is under way. */
export function FormModal({
  opened,
  onClose,
  title,
  fullScreen,
  children,
  busy = false,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  fullScreen?: boolean;
  children: ReactNode;
  busy?: boolean;
}) {
  // Mounted by the click that opens it, on first use: opened one frame later (focus return).
  const shown = useOpenedOnceMounted(opened);
  return (
    <Modal
      opened={shown}
      onClose={busy ? () => undefined : onClose}
      title={title}
      centered
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Modal>
  );
}
