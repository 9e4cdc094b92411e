import { Group, Paper, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import type { ModificationRequestView } from '@quartier/shared';
import { Pagination, pageCount, pageSlice } from '@/components/Pagination';
import { QueryState } from '@/components/QueryState';
import { useT } from '@/lib/i18n';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useModificationRequests } from '../api/get-modification-requests';
import { useMessages } from '../i18n';
import { caisseLabel, MODIFICATION_TYPE_LABELS } from '../lib/labels';
import { RequestDetailModal } from './RequestDetailModal';
import { RequestStatusBadge } from './RequestStatusBadge';

/** Rows per page of the full table (spec section 9). */
export const ALL_REQUESTS_PAGE_SIZE = 10;

/** The requests of one page, and what a tap on one does (open its detail). */
interface RowsProps {
  rows: ModificationRequestView[];
  onOpen: (d: ModificationRequestView) => void;
}

function RequestsTable({ rows, onOpen }: RowsProps) {
  const m = useMessages();
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover striped="even" stripedColor="gray.0">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{m.fields.libelle}</Table.Th>
            <Table.Th scope="col">{m.fields.cotisation}</Table.Th>
            <Table.Th scope="col">{m.fields.type}</Table.Th>
            <Table.Th scope="col">{m.fields.statut}</Table.Th>
            <Table.Th scope="col">{m.fields.refusalReasonColumn}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((demande) => (
            <Table.Tr key={demande.id} onClick={() => onOpen(demande)} style={{ cursor: 'pointer' }}>
              <Table.Td>
                <UnstyledButton
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(demande);
                  }}
                  aria-label={m.allRequests.view(demande.libelle)}
                  fz="sm"
                  fw={600}
                  style={{ textAlign: 'left' }}
                >
                  {demande.libelle}
                </UnstyledButton>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{caisseLabel(demande.cotisation)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{MODIFICATION_TYPE_LABELS[demande.type]}</Text>
              </Table.Td>
              <Table.Td>
                <RequestStatusBadge statut={demande.statut} size="sm" />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={demande.motifRefus ? undefined : 'dimmed'}>
                  {demande.motifRefus ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one tappable card per request instead of a table, so the page never scrolls sideways. */
function RequestsCards({ rows, onOpen }: RowsProps) {
  const m = useMessages();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={m.allRequests.title}>
      {rows.map((demande) => (
        <li key={demande.id}>
          <Paper
            component="button"
            type="button"
            onClick={() => onOpen(demande)}
            withBorder
            radius="md"
            p="sm"
            w="100%"
            style={{ textAlign: 'left', cursor: 'pointer', font: 'inherit', color: 'inherit', display: 'block' }}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {demande.libelle}
                </Text>
                <Text size="xs" c="dimmed">
                  {caisseLabel(demande.cotisation)} · {MODIFICATION_TYPE_LABELS[demande.type]}
                </Text>
                {demande.motifRefus ? (
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {m.refusalReasonLine(demande.motifRefus)}
                  </Text>
                ) : null}
              </Stack>
              <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                <RequestStatusBadge statut={demande.statut} size="sm" />
                <IconChevronRight size={18} aria-hidden color="var(--mantine-color-gray-6)" />
              </Group>
            </Group>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}

/**
 * 'Toutes les demandes de sortie' (spec name): every modification request, 10 per page; a row
 * opens its detail. A table on wide screens, cards on phones.
 */
export function AllRequestsTable() {
  const isMobile = useIsMobile();
  const t = useT();
  const m = useMessages();
  const requests = useModificationRequests();
  const [page, setPage] = useState(1);
  const [viewed, setViewed] = useState<ModificationRequestView | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (demande: ModificationRequestView) => {
    setViewed(demande);
    setOpened(true);
  };

  const body = (
    <QueryState
      query={requests}
      loading={{ count: 4, height: isMobile ? 72 : 44, label: m.loadingRequests }}
      errorTitle={t.shared.requestsLoadFailed}
      toastOnError
      isEmpty={(items) => items.length === 0}
      empty={{ title: m.allRequests.emptyTitle, description: m.allRequests.emptyText }}
    >
      {(items) => {
        const current = Math.min(page, pageCount(items.length, ALL_REQUESTS_PAGE_SIZE));
        const rows = pageSlice(items, current, ALL_REQUESTS_PAGE_SIZE);
        return (
          <>
            {isMobile ? (
              <RequestsCards rows={rows} onOpen={open} />
            ) : (
              <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
                <RequestsTable rows={rows} onOpen={open} />
              </Paper>
            )}
            <Pagination
              page={current}
              onChange={setPage}
              totalItems={items.length}
              pageSize={ALL_REQUESTS_PAGE_SIZE}
              label={m.pagesOf(m.allRequests.title)}
            />
          </>
        );
      }}
    </QueryState>
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="all-requests-title">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h4" id="all-requests-title">
          {m.allRequests.title}
        </Title>
        {requests.data && requests.data.length > 0 ? (
          <Text size="sm" c="dimmed">
            {m.requestCount(requests.data.length)}
          </Text>
        ) : null}
      </Group>
      {body}
      <RequestDetailModal opened={opened} demande={viewed} onClose={() => setOpened(false)} />
    </Stack>
  );
}
