import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FRENCH_MONTHS, type Receipt } from '@quartier/shared';
import { ChartCard } from '@/components/charts/ChartCard';
import { EmptyState } from '@/components/EmptyState';
import { paths } from '@/config/paths';
import { monthTitle } from '@/components/period';
import { formatDateTime, formatXaf } from '@/lib/format';
import { useMessages } from '../i18n';

/** The newest receipts are shown at once; the rest on demand (a phone's screen is short). */
const FIRST = 5;

/**
 * 'Mes reçus': one line per recorded payment or correction with the number the member got by
 * SMS (ADR 0021), so she can check a receipt against the association's books.
 */
export function ReceiptsCard({ receipts, year }: { receipts: Receipt[]; year: number }) {
  const m = useMessages().receipts;
  const [all, setAll] = useState(false);
  const shown = all ? receipts : receipts.slice(0, FIRST);
  return (
    <ChartCard
      title={m.title}
      testId="mes-recus"
      description={
        <>
          {m.text}{' '}
          <Text component={Link} to={paths.profile.href()} size="sm" c="quartier.7" td="underline">
            {m.profileLink}
          </Text>
        </>
      }
    >
      {receipts.length === 0 ? (
        <EmptyState title={m.emptyTitle} description={m.emptyText(year)} icon={<IconReceipt size={32} aria-hidden />} />
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((receipt, index) => (
            <ReceiptLine key={receipt.recu} receipt={receipt} last={index === shown.length - 1} />
          ))}
        </Stack>
      )}
      {receipts.length > FIRST ? (
        <Button variant="subtle" size="md" h={44} mt="xs" fullWidth onClick={() => setAll(!all)}>
          {all ? m.less : m.all(receipts.length)}
        </Button>
      ) : null}
    </ChartCard>
  );
}

function ReceiptLine({ receipt, last }: { receipt: Receipt; last: boolean }) {
  const m = useMessages().receipts;
  const correction = receipt.type === 'correction';
  // The API writes the month in French ('Mars'): shown in the reader's language.
  const month = (FRENCH_MONTHS as readonly string[]).indexOf(receipt.mois);
  return (
    <li
      data-testid="recu"
      style={{ padding: '10px 0', borderBottom: last ? undefined : '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={700} ff="monospace" size="md">
              {receipt.recu}
            </Text>
            {correction ? (
              <Badge color="orange" variant="light" size="sm">
                {m.correction}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm">
            {month >= 0 ? monthTitle(month + 1) : receipt.mois} {receipt.annee}
          </Text>
          <Text size="xs" c="dimmed">
            {m.recordedOn(formatDateTime(receipt.createdAt))}
          </Text>
        </div>
        <Text fw={600} size="md" style={{ whiteSpace: 'nowrap' }}>
          {correction && receipt.montant > 0 ? '+' : ''}
          {formatXaf(receipt.montant)}
        </Text>
      </Group>
    </li>
  );
}

export function ReceiptsCardSkeleton() {
  const m = useMessages().receipts;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-busy="true" aria-label={m.loading}>
      <Skeleton height={22} width={140} mb="sm" />
      <Stack gap="sm">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Stack>
    </Paper>
  );
}
