import { Alert, Box, Button, Group, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { can, JOURNAL_PAGE_SIZE } from '@quartier/shared';
import { EmptyState } from '@/components/EmptyState';
import { LoadError } from '@/components/LoadError';
import { Pagination, pageCount } from '@/components/Pagination';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useExportJournal } from '../api/export-journal';
import { useJournal } from '../api/get-journal';
import { JournalEntryCard } from '../components/JournalEntryCard';
import { JournalFilters } from '../components/JournalFilters';
import { activeFilterCount, filterParams, filtersFrom, type JournalFilters as Filters } from '../lib/filters';
import { messages, useMessages } from '../i18n';

/**
 * The journal (issue 26): every write that touched money or members, newest first, for the
 * staff (the Commissaire aux comptes and the Censeur first of all). Read only: nothing here
 * writes. Filters and page live in the address; the server filters, pages and words the entries.
 */
export function JournalPage() {
  const session = useSession();
  const T = useMessages();
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const { filters, page } = filtersFrom(params);
  const allowed = can(session?.roleCode ?? null, 'getJournal');
  const journal = useJournal(filters, page, allowed);
  const exporter = useExportJournal();
  // Folded on a phone (the entries come first) unless filters are in use; open on a desktop.
  const [filtersOpened, setFiltersOpened] = useState(() => !isMobile || activeFilterCount(filters) > 0);

  if (!session) return null;
  if (!allowed)
    return (
      <Alert color="gray" icon={<IconLock size={20} aria-hidden />} title={T.refusedTitle} maw={640} role="alert">
        {T.refused}
      </Alert>
    );

  const go = (next: Filters, nextPage = 1) => setParams(filterParams(next, nextPage), { replace: nextPage === 1 });
  const data = journal.data;
  const pages = data ? pageCount(data.total, JOURNAL_PAGE_SIZE) : 1;

  let body;
  if (journal.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label={T.loading}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={isMobile ? 150 : 120} radius="md" />
        ))}
      </Stack>
    );
  } else if (journal.isError) {
    body = <LoadError title={T.loadFailed} error={journal.error} onRetry={() => void journal.refetch()} />;
  } else if (data && data.entrees.length === 0) {
    body = (
      <Paper withBorder radius="md">
        <EmptyState title={T.emptyTitle} description={activeFilterCount(filters) > 0 ? T.emptyFiltered : T.empty} />
      </Paper>
    );
  } else if (data) {
    body = (
      <Stack gap="sm" component="section" aria-label={T.entries}>
        {data.entrees.map((entry) => (
          <JournalEntryCard key={entry.id} entry={entry} />
        ))}
      </Stack>
    );
  }

  const exportButton = (
    <Button
      variant="light"
      size={isMobile ? 'sm' : 'md'}
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={exporter.isPending}
      onClick={() =>
        exporter.mutate(filters, {
          onError: (error) =>
            toast.failure(
              <>
                <Text fw={600} size="sm">
                  {messages().exportFailed}
                </Text>
                <Text size="sm">{errorMessage(error)}</Text>
              </>,
              { long: true },
            ),
        })
      }
    >
      {T.export}
    </Button>
  );

  return (
    <Box maw={960}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap={isMobile ? 'wrap' : 'nowrap'}>
          <Text size="sm" c="dimmed" maw={620}>
            {T.intro}
          </Text>
          {exportButton}
        </Group>
        <JournalFilters
          filters={filters}
          onChange={(next) => go(next)}
          opened={filtersOpened}
          onToggle={() => setFiltersOpened((o) => !o)}
        />
        {data ? (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="journal-count">
              {T.count(data.total, Math.min(page, pages), pages)}
            </Text>
            {journal.isFetching ? <Loader size="xs" aria-label={T.updating} /> : null}
          </Group>
        ) : null}
        {body}
        {data ? (
          <Pagination
            page={page}
            onChange={(next) => go(filters, next)}
            totalItems={data.total}
            pageSize={JOURNAL_PAGE_SIZE}
            label={T.pages}
          />
        ) : null}
      </Stack>
    </Box>
  );
}

export { JournalPage as Component };
