import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Receipt } from '@quartier/shared';
import { ChartCard } from '@/components/charts/ChartCard';
import { EmptyState } from '@/components/EmptyState';
import { paths } from '@/config/paths';
import { formatDateTime, formatXaf } from '@/lib/format';

/** The newest receipts are shown at once; the rest on demand (a phone's screen is short). */
const FIRST = 5;

/**
 * 'Mes reçus': one line per recorded payment or correction with the number the member got by
 * SMS (ADR 0021), so she can check a receipt against the association's books.
 */
export function ReceiptsCard({ receipts, year }: { receipts: Receipt[]; year: number }) {
  const [all, setAll] = useState(false);
  const shown = all ? receipts : receipts.slice(0, FIRST);
  return (
    <ChartCard
      title="Mes reçus"
      testId="mes-recus"
      description={
        <>
          Chaque cotisation enregistrée vous est confirmée par SMS avec ce numéro.{' '}
          <Text component={Link} to={paths.profile.href()} size="sm" c="quartier.7" td="underline">
            Reçus par SMS : votre profil
          </Text>
        </>
      }
    >
      {receipts.length === 0 ? (
        <EmptyState
          title="Aucun reçu"
          description={`Aucune cotisation enregistrée avec reçu en ${year} dans cette caisse.`}
          icon={<IconReceipt size={32} aria-hidden />}
        />
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((receipt, index) => (
            <ReceiptLine key={receipt.recu} receipt={receipt} last={index === shown.length - 1} />
          ))}
        </Stack>
      )}
      {receipts.length > FIRST ? (
        <Button variant="subtle" size="md" h={44} mt="xs" fullWidth onClick={() => setAll(!all)}>
          {all ? 'Voir moins' : `Voir les ${receipts.length} reçus`}
        </Button>
      ) : null}
    </ChartCard>
  );
}

function ReceiptLine({ receipt, last }: { receipt: Receipt; last: boolean }) {
  const correction = receipt.type === 'correction';
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
                Correction
              </Badge>
            ) : null}
          </Group>
          <Text size="sm">
            {receipt.mois} {receipt.annee}
          </Text>
          <Text size="xs" c="dimmed">
            Enregistré le {formatDateTime(receipt.createdAt)}
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
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-busy="true" aria-label="Chargement de vos reçus">
      <Skeleton height={22} width={140} mb="sm" />
      <Stack gap="sm">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Stack>
    </Paper>
  );
}
