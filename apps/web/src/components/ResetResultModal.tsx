import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useT } from '@/lib/i18n';
import { ConfirmModal } from './ConfirmModal';

export type ResetResult = { type: 'success' } | { type: 'failure'; msg: string };

/**
 * The end of a password reset, forgotten (login) or chosen (profile): 'Mot de passe modifié'
 * with what comes next, or why it failed.
 */
export function ResetResultModal({
  opened,
  onClose,
  result,
  next,
}: {
  opened: boolean;
  onClose: () => void;
  result: ResetResult | null;
  /** What happens after a success, under the title. */
  next?: ReactNode;
}) {
  const t = useT();
  return (
    <ConfirmModal opened={opened} onClose={onClose} type={result?.type ?? 'success'}>
      {result?.type === 'failure' ? (
        <>
          <Text fw={600}>{t.shared.resetFailed}</Text>
          <Text size="sm" mt={4}>
            {result.msg}
          </Text>
        </>
      ) : next ? (
        <>
          <Text fw={600}>{t.shared.resetSucceeded}</Text>
          <Text size="sm" mt={4}>
            {next}
          </Text>
        </>
      ) : (
        t.shared.resetSucceeded
      )}
    </ConfirmModal>
  );
}
