import { Group, NativeSelect } from '@mantine/core';
import { YearSelect, yearAppliesTo } from '@/components/YearSelect';
import { useMessages } from '../i18n';
import { CONTRIBUTION_CATEGORIES, type ContributionCategory } from '../lib/filters';

/**
 * Category (1 solidarity, 3 monthly) and year. The spec disables the year for category 2
 * (Inscriptions); that category is not offered here, but the rule is kept.
 */
export function ContributionFilters({
  year,
  category,
  onYearChange,
  onCategoryChange,
}: {
  year: number;
  category: ContributionCategory;
  onYearChange: (year: number) => void;
  onCategoryChange: (category: ContributionCategory) => void;
}) {
  const m = useMessages();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-end" maw={520}>
      <NativeSelect
        label={m.category}
        size="md"
        style={{ flex: 1, minWidth: 0 }}
        value={String(category)}
        onChange={(event) => onCategoryChange(Number(event.currentTarget.value) as ContributionCategory)}
        data={CONTRIBUTION_CATEGORIES.map((entry) => ({
          value: String(entry.value),
          label: m.categories[entry.value],
        }))}
      />
      <YearSelect
        label={m.year}
        value={year}
        onChange={onYearChange}
        disabled={!yearAppliesTo(category)}
        w={120}
        style={{ flexShrink: 0 }}
      />
    </Group>
  );
}
