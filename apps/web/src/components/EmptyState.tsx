import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconInbox, IconSearch } from '@tabler/icons-react';
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

/**
 * The empty state of a list the reader can search: under the magnifier, what the search did not
 * find; without a search, that there is nothing yet.
 */
export function searchedEmpty(search: string, notFound: EmptyStateProps, nothingYet: EmptyStateProps): EmptyStateProps {
  return search ? { ...notFound, icon: <IconSearch size={32} aria-hidden /> } : nothingYet;
}
