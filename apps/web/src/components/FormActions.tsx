import { Button, Group, SimpleGrid, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';

/**
 * The foot of a form dialog: 'Annuler' (not while the send is under way) and the submit button,
 * spinning while it is. On the right, or (`stretch`) two equal buttons filling the width.
 */
export function FormActions({
  submitLabel,
  pending,
  onCancel,
  submitDisabled,
  stretch = false,
  mt,
}: {
  submitLabel: ReactNode;
  pending: boolean;
  onCancel: () => void;
  submitDisabled?: boolean;
  stretch?: boolean;
  mt?: MantineSpacing;
}) {
  const t = useT();
  const buttons = (
    <>
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t.common.cancel}
      </Button>
      <Button type="submit" loading={pending} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </>
  );
  return stretch ? (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={mt}>
      {buttons}
    </SimpleGrid>
  ) : (
    <Group justify="flex-end" gap="sm" mt={mt}>
      {buttons}
    </Group>
  );
}
