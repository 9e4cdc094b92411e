import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { formatNumber, formatXaf } from '@/lib/format';
import { useMessages } from '../i18n/ledger';

/**
 * The share each member would carry, as the amounts are typed: (amount + transport) ÷ persons,
 * to the nearest 5 XAF. A validated withdrawal keeps the number of persons of its validation.
 */
export function WithdrawalShare({
  share,
  persons,
  solidarity,
  fixedPersons,
}: {
  share: number | null;
  persons: number | null;
  solidarity: boolean;
  /** The number of persons was fixed at the validation. */
  fixedPersons: boolean;
}) {
  const m = useMessages().withdrawal;
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" aria-live="polite">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCalculator size={22} aria-hidden color="var(--mantine-color-quartier-7)" style={{ flexShrink: 0 }} />
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {m.perPerson} <span data-testid="part-par-personne">{share === null ? '—' : formatXaf(share)}</span>
          </Text>
          <Text size="xs" c="dimmed">
            {persons ? m.shareRule(solidarity, formatNumber(persons), fixedPersons) : m.counting}{' '}
            {fixedPersons ? m.personsFixed : m.personsLater}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
