import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { formatNumber, formatXaf } from '@/lib/format';

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
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" aria-live="polite">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCalculator size={22} aria-hidden color="var(--mantine-color-quartier-7)" style={{ flexShrink: 0 }} />
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Montant par personne&nbsp;:{' '}
            <span data-testid="part-par-personne">{share === null ? '—' : formatXaf(share)}</span>
          </Text>
          <Text size="xs" c="dimmed">
            {persons
              ? `(${solidarity ? 'montant + transport' : 'montant'}) ÷ ${formatNumber(persons)} ${fixedPersons ? 'personnes' : 'membres actifs souscrits aujourd’hui'}, arrondi à 5 XAF.`
              : 'Calcul du nombre de membres souscrits…'}{' '}
            {fixedPersons
              ? 'Le nombre de personnes a été fixé à la validation.'
              : 'Le nombre de personnes et la part de chacun sont fixés à la validation de la sortie.'}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
