import { Group, Input, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { SegmentedChoice } from '@/components/SegmentedChoice';
import { YearSelect } from '@/components/YearSelect';
import { CATEGORY_OPTIONS, type FundCategory } from '../lib/fund';

/**
 * The year and category selectors of a fund page, after a note for those who may only read.
 * The withdrawals are listed across years: the year is then fixed.
 */
export function FundFilters({
  year,
  category,
  onYear,
  onCategory,
  readOnly,
  isMobile,
}: {
  year: number;
  category: FundCategory;
  onYear: (year: number) => void;
  onCategory: (category: FundCategory) => void;
  readOnly: boolean;
  isMobile: boolean;
}) {
  const categoryLabelId = useId();
  return (
    <>
      {readOnly ? (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconLock size={18} aria-hidden color="var(--mantine-color-gray-7)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c="dimmed">
            Consultation seule&nbsp;: l’ajout, l’export et les corrections sont réservés au bureau.
          </Text>
        </Group>
      ) : null}

      <Group gap="md" align="flex-end" wrap="wrap">
        <YearSelect value={year} onChange={onYear} disabled={category === 'sorties'} w={130} />
        <Stack gap={4} style={{ flex: isMobile ? 1 : undefined }}>
          <Input.Label id={categoryLabelId} size="md" component="span">
            Catégorie
          </Input.Label>
          <SegmentedChoice<FundCategory>
            aria-labelledby={categoryLabelId}
            data={CATEGORY_OPTIONS}
            value={category}
            onChange={onCategory}
            fullWidth={isMobile}
          />
        </Stack>
      </Group>
    </>
  );
}
