import { SimpleGrid, Skeleton } from '@mantine/core';

/** Placeholder cards while a list loads. */
export function ListSkeleton({
  count,
  height,
  label,
  columns = 1,
}: {
  count: number;
  height: number;
  label: string;
  columns?: number;
}) {
  return (
    <SimpleGrid cols={{ base: 1, lg: columns }} spacing="md" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}
