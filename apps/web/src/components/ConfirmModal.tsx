import { Button, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHelpCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { Modal } from './Modal';

/**
 * Confirm modal (spec 'Reusable parts'): title Confirmation, Succès or Echec by type, an
 * illustration, the content, and Confirmer / Annuler only when a choice is offered
 * (i.e. when `onConfirm` is given). Result modals only offer 'Fermer'.
 */
export type ConfirmModalType = 'confirmation' | 'success' | 'failure';

const ILLUSTRATION: Record<ConfirmModalType, { color: string; icon: ReactNode }> = {
  confirmation: { color: 'blue', icon: <IconHelpCircle size={40} aria-hidden /> },
  success: { color: 'green', icon: <IconCircleCheck size={40} aria-hidden /> },
  failure: { color: 'red', icon: <IconCircleX size={40} aria-hidden /> },
};

/** French typography: no line break before '?', '!', ':' or ';'. */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([?!:;])/g, '\u202f$1');
}

export interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  type: ConfirmModalType;
  children: ReactNode;
  title?: string;
  /** When given, the modal offers a choice: confirm and cancel buttons are shown. */
  onConfirm?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shows a spinner on the confirm button while the action runs. */
  loading?: boolean;
  confirmColor?: string;
}

/** Long French labels ('Oui, je me déconnecte') wrap instead of being cut in half-width columns. */
const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)' },
  label: { whiteSpace: 'normal' as const, textAlign: 'center' as const, paddingBlock: 6 },
};

export function ConfirmModal({
  opened,
  onClose,
  type,
  children,
  title,
  onConfirm,
  confirmLabel,
  cancelLabel,
  loading = false,
  confirmColor,
}: ConfirmModalProps) {
  const t = useT();
  const look = ILLUSTRATION[type];
  return (
    <Modal
      opened={opened}
      onClose={loading ? () => undefined : onClose}
      title={title ?? t.common.modal[type]}
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': t.common.close }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack align="center" gap="md" pb="xs">
        <ThemeIcon size={64} radius={64} variant="light" color={look.color}>
          {look.icon}
        </ThemeIcon>
        <Text ta="center" size="md" component="div">
          {typeof children === 'string' ? frenchSpacing(children) : children}
        </Text>
        {onConfirm ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" w="100%">
            <Button variant="default" onClick={onClose} disabled={loading} px="sm" styles={WRAPPING_BUTTON}>
              {cancelLabel ?? t.common.cancel}
            </Button>
            <Button onClick={onConfirm} loading={loading} color={confirmColor} px="sm" styles={WRAPPING_BUTTON}>
              {confirmLabel ?? t.common.confirm}
            </Button>
          </SimpleGrid>
        ) : (
          <Button onClick={onClose} variant="light" miw={140}>
            {t.common.close}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
