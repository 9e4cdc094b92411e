import { SimpleGrid, Stack, Text } from '@mantine/core';
import { failureContent } from '@/components/failure-content';
import { useState, type ReactNode } from 'react';
import { ConfirmModal, frenchSpacing } from '@/components/ConfirmModal';
import { EmptyPanel } from '@/components/QueryState';
import { Pagination, pageCount, pageSlice } from '@/components/Pagination';
import { toast } from '@/components/toast';
import { currentMessages } from '@/lib/i18n';
import { useMessages } from '../i18n';
import type { Decision } from '../api/decide-modification';
import { DecisionActions } from './DecisionActions';

export interface RequestListProps<T extends { id: number; actionable: boolean }> {
  items: readonly T[];
  pageSize: number;
  /** Names the list and its pagination for screen readers. */
  label: string;
  empty: { title: string; description: string };
  /** The card of one item; `actions` is null unless the viewer may decide. */
  renderCard: (item: T, actions: ReactNode) => ReactNode;
  /** Sends a decision; resolves with the success message to show. */
  decide: (decision: Decision) => Promise<string>;
}

/**
 * A paginated list of request cards with the decision flow of spec 'Notifications': validate at
 * once; reject after the 'Rejeter cette requête' confirmation. After a decision the lists reload
 * (the mutation invalidates them) and the confirmation closes.
 */
export function RequestList<T extends { id: number; actionable: boolean }>({
  items,
  pageSize,
  label,
  empty,
  renderCard,
  decide,
}: RequestListProps<T>) {
  const m = useMessages();
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<{ id: number; decision: Decision['decision'] } | null>(null);
  const [rejection, setRejection] = useState<{ id: number; motif: string } | null>(null);
  const [confirmOpened, setConfirmOpened] = useState(false);

  const send = async (decision: Decision) => {
    setPending({ id: decision.id, decision: decision.decision });
    try {
      const message = await decide(decision);
      toast.success(message, { long: true });
    } catch (error) {
      toast.failure(
        failureContent(
          decision.decision === 'Valide'
            ? currentMessages().shared.validateFailed
            : currentMessages().shared.rejectFailed,
          error,
        ),
        {
          long: true,
        },
      );
    } finally {
      setPending(null);
      setConfirmOpened(false);
    }
  };

  if (items.length === 0) {
    return <EmptyPanel title={empty.title} description={empty.description} />;
  }

  const last = pageCount(items.length, pageSize);
  const current = Math.min(page, last);
  const toDecide = items.filter((item) => item.actionable).length;
  const summary = [
    m.requestCount(items.length),
    toDecide > 0 ? m.toDecide(toDecide) : null,
    items.length > pageSize ? m.pageOf(current, last) : null,
  ].filter(Boolean);

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {summary.join(' · ')}
      </Text>
      <SimpleGrid
        cols={{ base: 1, lg: Math.min(pageSize, 2) }}
        spacing="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={label}
      >
        {pageSlice(items, current, pageSize).map((item) => (
          <li key={item.id}>
            {renderCard(
              item,
              item.actionable ? (
                <DecisionActions
                  pending={pending?.id === item.id ? pending.decision : null}
                  disabled={pending !== null && pending.id !== item.id}
                  onValidate={() => void send({ id: item.id, decision: 'Valide' })}
                  onReject={(motif) => {
                    setRejection({ id: item.id, motif });
                    setConfirmOpened(true);
                  }}
                />
              ) : null,
            )}
          </li>
        ))}
      </SimpleGrid>
      <Pagination
        page={current}
        onChange={setPage}
        totalItems={items.length}
        pageSize={pageSize}
        label={m.pagesOf(label)}
      />

      <ConfirmModal
        opened={confirmOpened}
        onClose={() => setConfirmOpened(false)}
        type="confirmation"
        title={m.decision.confirmTitle}
        onConfirm={() => {
          if (rejection) void send({ id: rejection.id, decision: 'Rejetee', motif: rejection.motif || undefined });
        }}
        confirmLabel={m.decision.confirmYes}
        cancelLabel={m.decision.confirmNo}
        confirmColor="red.8"
        loading={pending?.decision === 'Rejetee'}
      >
        <Text>{frenchSpacing(m.decision.confirmQuestion)}</Text>
        <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {rejection?.motif ? frenchSpacing(m.decision.confirmReason(rejection.motif)) : m.decision.confirmNoReason}
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
