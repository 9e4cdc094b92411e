import { Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useOpenedOnceMounted } from '@/lib/use-opened-once-mounted';

/** The modals of the fund pages: full screen on phones, titled, closable by 'Fermer'. */
export function FundModal({
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
  // Mounted by the click that opens it, on first use (FundPage).
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

/** A failure toast body: what failed, then the server's French reason. */
export function failureContent(title: string, error: unknown) {
  return (
    <>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="sm">{errorMessage(error)}</Text>
    </>
  );
}
