import { Group, NativeSelect, Text } from '@mantine/core';
import { useId } from 'react';
import type { CaisseId } from '@quartier/shared';
import { YearSelect, yearAppliesTo } from '@/components/YearSelect';
import { STATS_CATEGORIES } from '../lib/filters';

/** Category and year selectors; the year does not apply to Inscriptions (spec 'Statistics'). */
export function StatsFilters({
  year,
  caisse,
  onYearChange,
  onCaisseChange,
}: {
  year: number;
  caisse: CaisseId;
  onYearChange: (year: number) => void;
  onCaisseChange: (caisse: CaisseId) => void;
}) {
  const noteId = useId();
  const yearApplies = yearAppliesTo(caisse);
  return (
    <div>
      <Group gap="sm" wrap="nowrap" align="flex-end" maw={520}>
        <NativeSelect
          label="Catégorie"
          size="md"
          style={{ flex: 1, minWidth: 0 }}
          value={String(caisse)}
          onChange={(event) => onCaisseChange(Number(event.currentTarget.value) as CaisseId)}
          data={STATS_CATEGORIES.map((category) => ({ value: String(category.value), label: category.label }))}
        />
        <YearSelect
          value={year}
          onChange={onYearChange}
          disabled={!yearApplies}
          w={120}
          style={{ flexShrink: 0 }}
          aria-describedby={yearApplies ? undefined : noteId}
        />
      </Group>
      {yearApplies ? null : (
        <Text id={noteId} size="sm" c="dimmed" mt={6}>
          L’année ne s’applique pas aux inscriptions : les chiffres portent sur tous les membres.
        </Text>
      )}
    </div>
  );
}
