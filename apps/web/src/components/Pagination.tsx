import { Group, Pagination as MantinePagination } from '@mantine/core';
import { useT } from '@/lib/i18n';
import { useIsMobile } from '@/lib/use-is-mobile';

/**
 * Pagination (spec 'Reusable parts'): at most 7 page links (1 sibling and 1 boundary on each
 * side; no sibling on a phone, where nine 44 px targets do not fit one row of 412 px), pages stay
 * within 1..last, and nothing is shown unless there are more items than fit on one page.
 */
export interface PaginationProps {
  page: number;
  onChange: (page: number) => void;
  totalItems: number;
  pageSize: number;
  label?: string;
}

export function pageCount(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / Math.max(1, pageSize)));
}

/** The items of one page; `page` is clamped to 1..last. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const last = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * pageSize, current * pageSize);
}

export function Pagination({ page, onChange, totalItems, pageSize, label }: PaginationProps) {
  const t = useT().parts.pagination;
  const isMobile = useIsMobile();
  if (totalItems <= pageSize) return null;
  const last = pageCount(totalItems, pageSize);
  const current = Math.min(Math.max(1, page), last);
  return (
    <Group justify="center" mt="md" component="nav" aria-label={label ?? t.label}>
      <MantinePagination
        total={last}
        value={current}
        onChange={(next) => onChange(Math.min(Math.max(1, next), last))}
        siblings={isMobile ? 0 : 1}
        boundaries={1}
        getItemProps={(p) => ({
          'aria-label': t.page(p),
          'aria-current': p === current ? 'page' : undefined,
        })}
        getControlProps={(control) => ({ 'aria-label': t[control] })}
      />
    </Group>
  );
}
