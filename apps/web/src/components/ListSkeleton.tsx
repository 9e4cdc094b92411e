import { SimpleGrid, Skeleton } from '@mantine/core';

export interface ListSkeletonProps {
  count: number;
  height: number;
  /** Read by screen readers while the list loads: 'Chargement des demandes'. */
  label: string;
  /** Cards side by side on a wide screen; one column on a phone. */
  columns?: number;
  spacing?: 'sm' | 'md';
}

/** Placeholder rows or cards while a list loads. */
export function ListSkeleton({ count, height, label, columns = 1, spacing = 'md' }: ListSkeletonProps) {
  return (
    <SimpleGrid cols={{ base: 1, lg: columns }} spacing={spacing} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}
