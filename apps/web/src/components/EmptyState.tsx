import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

/** Shown when a list has nothing to show (spec 'Notifications': empty-state image). */
export function EmptyState({ title, description, icon, children }: EmptyStateProps) {
  return (
    <MantineEmptyState
      variant="light"
      title={title}
      description={description}
      icon={icon ?? <IconInbox size={32} aria-hidden />}
      py="xl"
    >
      {children}
    </MantineEmptyState>
  );
}
