import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './EmptyState';
import { ListSkeleton, type ListSkeletonProps } from './ListSkeleton';
import { LoadError } from './LoadError';

/** What QueryState reads of a TanStack query (useQuery's result fits). */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  errorUpdatedAt: number;
  refetch: () => unknown;
}

/**
 * The states of a list read from the server, the same on every page: placeholders while it
 * loads, the failure with the server's reason and 'Réessayer', a framed empty state, or the
 * list itself. `toastOnError`: the failure also raises the toast of spec section 8.
 */
export function QueryState<T>({
  query,
  loading,
  placeholder,
  frame = (state) => state,
  errorTitle,
  toastOnError = false,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  /** The list's placeholders while it loads... */
  loading?: ListSkeletonProps;
  /** ...or the screen's own (a chart's frame, a card's figures). */
  placeholder?: ReactNode;
  /** Where the loading, failure and empty states show: a card's frame keeps its title. */
  frame?: (state: ReactNode) => ReactNode;
  errorTitle: string;
  toastOnError?: boolean;
  isEmpty?: (data: T) => boolean;
  /** `framed: false` inside a card that is already a frame. */
  empty?: EmptyStateProps & { framed?: boolean };
  children: (data: T) => ReactNode;
}): ReactNode {
  if (query.isPending) return frame(placeholder ?? (loading ? <ListSkeleton {...loading} /> : null));
  if (query.isError || query.data === undefined) {
    return frame(
      <LoadError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        toastKey={toastOnError ? query.errorUpdatedAt : undefined}
      />,
    );
  }
  if (empty && isEmpty?.(query.data)) {
    const { framed = true, ...words } = empty;
    return frame(framed ? <EmptyPanel {...words} /> : <EmptyState {...words} />);
  }
  return children(query.data);
}

/** An empty list in its frame, where the list would be. */
export function EmptyPanel(props: EmptyStateProps) {
  return (
    <Paper withBorder radius="md">
      <EmptyState {...props} />
    </Paper>
  );
}
