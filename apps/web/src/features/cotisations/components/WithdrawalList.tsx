import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { withdrawalTypeName, type ModificationRequestView, type Withdrawal } from '@quartier/shared';
import { formatDay, formatXaf, fullName } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { messages, useMessages } from '../i18n/ledger';
import { requestState, type FundCaisse } from '../lib/fund';
import { RequestIcon } from './RequestIcon';

export interface WithdrawalListProps {
  caisse: FundCaisse;
  withdrawals: Withdrawal[];
  /** Latest modification request per withdrawal (Secrétaire), or null when not shown. */
  requests: Map<number, ModificationRequestView> | null;
  onRequest: (withdrawal: Withdrawal) => void;
  onPending: (withdrawal: Withdrawal) => void;
  onEdit: (withdrawal: Withdrawal) => void;
}

/** Withdrawal statuses (spec section 4): En cours yellow, Validée green, Rejetée red; words in the catalogue. */
const STATUS_LOOK: Record<Withdrawal['statut'], { background: string; color: string }> = {
  'En cours': { background: 'var(--mantine-color-yellow-2)', color: '#5c4300' },
  Valide: { background: 'var(--mantine-color-green-1)', color: '#1b5e20' },
  Rejetee: { background: 'var(--mantine-color-red-1)', color: '#9b1111' },
};

export function WithdrawalStatus({ statut }: { statut: Withdrawal['statut'] }) {
  const look = STATUS_LOOK[statut];
  const label = useMessages().withdrawals.status[statut];
  return (
    <Badge
      size="md"
      radius="sm"
      variant="light"
      tt="none"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{
        root: { backgroundColor: look.background, color: look.color, fontWeight: 600 },
        label: { overflow: 'visible' },
      }}
    >
      {label}
    </Badge>
  );
}

/** A withdrawal's type as the reader reads it (the data keep '1', '2', '3' and the monthly words). */
export function withdrawalTypeLabel(caisse: FundCaisse, type: string): string {
  return withdrawalTypeName(caisse, type, currentLanguage());
}

/** '2026-07-14' as '14/07/2026'. */
export function calendarDay(day: string | null): string {
  if (!day) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

function text(withdrawal: Withdrawal): string {
  return withdrawal.libelle ?? withdrawal.motif ?? '—';
}

/** 'Part : 1 255 XAF × 64 membres' once validated, otherwise what is known. */
function shareText(withdrawal: Withdrawal): string {
  if (withdrawal.part !== null && withdrawal.nbr_personnes !== null) {
    return `${formatXaf(withdrawal.part)}\u00a0×\u00a0${withdrawal.nbr_personnes}`;
  }
  return messages().withdrawals.shareLater;
}

function RequestCell({ withdrawal, props }: { withdrawal: Withdrawal; props: WithdrawalListProps }) {
  if (!props.requests) return null;
  const latest = props.requests.get(withdrawal.id);
  return (
    <RequestIcon
      state={requestState(latest?.statut ?? null)}
      editLabel={messages().withdrawals.edit}
      detail={text(withdrawal)}
      onRequest={() => props.onRequest(withdrawal)}
      onPending={() => props.onPending(withdrawal)}
      onEdit={() => props.onEdit(withdrawal)}
    />
  );
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** Wide screens: the withdrawals of the fund, newest first. */
export function WithdrawalTable(props: WithdrawalListProps) {
  const { caisse, withdrawals, requests } = props;
  const solidarity = caisse === 1;
  const { withdrawals: m, withdrawal: w } = useMessages();
  return (
    <Table.ScrollContainer minWidth={960} type="native" style={{ position: 'relative' }}>
      <Table verticalSpacing="sm" horizontalSpacing="xs" fz="sm" highlightOnHover striped="even" stripedColor="gray.0">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" style={{ paddingLeft: 12 }}>
              {m.date}
            </Table.Th>
            <Table.Th scope="col" style={{ minWidth: 170 }}>
              {solidarity ? w.motif : w.libelle}
            </Table.Th>
            <Table.Th scope="col">{m.type}</Table.Th>
            <Table.Th scope="col" ta="right">
              {m.amount}
            </Table.Th>
            {solidarity ? <Table.Th scope="col">{m.recovery}</Table.Th> : null}
            <Table.Th scope="col">{m.share}</Table.Th>
            <Table.Th scope="col">{m.statut}</Table.Th>
            <Table.Th scope="col">{m.requestedBy}</Table.Th>
            {requests ? (
              <Table.Th scope="col" style={{ position: 'relative' }}>
                <VisuallyHidden>{m.actions}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {withdrawals.map((withdrawal) => (
            <Table.Tr key={withdrawal.id} data-withdrawal-id={withdrawal.id}>
              <Table.Td style={{ ...NOWRAP, paddingLeft: 12 }}>{formatDay(withdrawal.createdAt)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} style={{ overflowWrap: 'break-word' }}>
                  {text(withdrawal)}
                </Text>
                {withdrawal.statut === 'Rejetee' && withdrawal.motifRefus ? (
                  <Text size="xs" c="red.8">
                    {m.refusal}
                    {withdrawal.motifRefus}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{withdrawalTypeLabel(caisse, withdrawal.type)}</Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={700} style={NOWRAP}>
                  {formatXaf(withdrawal.montant)}
                </Text>
                {solidarity ? (
                  <Text size="xs" c="dimmed">
                    + <span style={NOWRAP}>{formatXaf(withdrawal.transport)}</span>
                    {m.ofTransport}
                  </Text>
                ) : null}
              </Table.Td>
              {solidarity ? <Table.Td style={NOWRAP}>{calendarDay(withdrawal.delai_recouvrement)}</Table.Td> : null}
              <Table.Td style={withdrawal.part === null ? undefined : NOWRAP}>
                <Text size="sm" c={withdrawal.part === null ? 'dimmed' : undefined}>
                  {shareText(withdrawal)}
                </Text>
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <WithdrawalStatus statut={withdrawal.statut} />
              </Table.Td>
              <Table.Td style={{ minWidth: 130 }}>
                <Text size="sm">{fullName(withdrawal.Membre)}</Text>
                {withdrawal.validateur ? (
                  <Text size="xs" c="dimmed">
                    {withdrawal.statut === 'Rejetee' ? m.rejectedBy : m.validatedBy} {fullName(withdrawal.validateur)}
                  </Text>
                ) : null}
              </Table.Td>
              {requests ? (
                <Table.Td style={{ paddingRight: 12 }}>
                  <RequestCell withdrawal={withdrawal} props={props} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" fw={600} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Phones: one card per withdrawal. */
export function WithdrawalCards(props: WithdrawalListProps) {
  const { caisse, withdrawals } = props;
  const t = useMessages().withdrawals;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.list}>
      {withdrawals.map((withdrawal) => (
        <Paper
          key={withdrawal.id}
          component="li"
          withBorder
          radius="md"
          p="md"
          aria-label={text(withdrawal)}
          data-withdrawal-id={withdrawal.id}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {text(withdrawal)}
              </Text>
              <Text size="sm" c="dimmed">
                {withdrawalTypeLabel(caisse, withdrawal.type)} · {formatDay(withdrawal.createdAt)}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <WithdrawalStatus statut={withdrawal.statut} />
              <RequestCell withdrawal={withdrawal} props={props} />
            </Group>
          </Group>
          {withdrawal.statut === 'Rejetee' && withdrawal.motifRefus ? (
            <Text size="sm" c="red.8" mt={4}>
              {t.refusal}
              {withdrawal.motifRefus}
            </Text>
          ) : null}
          <SimpleGrid cols={2} spacing="sm" verticalSpacing={8} component="dl" m={0} pt="sm">
            <Fact label={t.amount}>{formatXaf(withdrawal.montant)}</Fact>
            {caisse === 1 ? <Fact label={t.transport}>{formatXaf(withdrawal.transport)}</Fact> : null}
            <Fact label={t.share}>{shareText(withdrawal)}</Fact>
            {caisse === 1 ? <Fact label={t.recovery}>{calendarDay(withdrawal.delai_recouvrement)}</Fact> : null}
            <Fact label={t.requestedBy}>{fullName(withdrawal.Membre)}</Fact>
            {withdrawal.validateur ? (
              <Fact label={withdrawal.statut === 'Rejetee' ? t.rejectedBy : t.validatedBy}>
                {fullName(withdrawal.validateur)}
              </Fact>
            ) : null}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
