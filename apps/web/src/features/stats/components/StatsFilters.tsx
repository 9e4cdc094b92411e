import { Group, NativeSelect, Text } from '@mantine/core';
import { useId } from 'react';
import type { CaisseId } from '@quartier/shared';
import { YearSelect, yearAppliesTo } from '@/components/YearSelect';
import { useStatsMessages } from '../i18n';
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
  const t = useStatsMessages().filters;
  const noteId = useId();
  const yearApplies = yearAppliesTo(caisse);
  return (
    <div>
      <Group gap="sm" wrap="nowrap" align="flex-end" maw={520}>
        <NativeSelect
          label={t.category}
          size="md"
          style={{ flex: 1, minWidth: 0 }}
          value={String(caisse)}
          onChange={(event) => onCaisseChange(Number(event.currentTarget.value) as CaisseId)}
          data={STATS_CATEGORIES.map((category) => ({ value: String(category), label: t.categories[category] }))}
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
          {t.yearNotApplies}
        </Text>
      )}
    </div>
  );
}
