import { Fragment, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { Modal } from './Modal';

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
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={title}
      centered
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t.common.close }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Modal>
  );
}

/**
 * A form dialog about one thing (a member, a fund row, a withdrawal): open while there is one,
 * and its form starts afresh for each (`keyOf`), so nothing typed for one is sent for another.
 */
export function TargetFormModal<Target>({
  target,
  keyOf,
  children,
  opened,
  ...modal
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  fullScreen?: boolean;
  busy?: boolean;
  target: Target | null;
  keyOf: (target: Target) => string | number;
  children: (target: Target) => ReactNode;
}) {
  return (
    <FormModal opened={opened && target !== null} {...modal}>
      {target !== null ? <Fragment key={keyOf(target)}>{children(target)}</Fragment> : null}
    </FormModal>
  );
}
