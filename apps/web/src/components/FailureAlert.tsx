import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Why a form's send failed, announced as it appears; nothing while there is no failure. */
export function FailureAlert({ title, children }: { title?: string; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} title={title} role="alert">
      {children}
    </Alert>
  );
}
