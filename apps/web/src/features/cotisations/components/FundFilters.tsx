import { Group, Input, Stack } from '@mantine/core';
import { useId } from 'react';
import { SegmentedChoice } from '@/components/SegmentedChoice';
import { YearSelect } from '@/components/YearSelect';
import { useMessages } from '../i18n/ledger';
import { CATEGORIES, type FundCategory } from '../lib/fund';
import { LockNotice } from './LockNotice';

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
  const m = useMessages();
  return (
    <>
      {readOnly ? <LockNotice>{m.page.readOnly}</LockNotice> : null}

      <Group gap={isMobile ? 'sm' : 'md'} align="flex-start" wrap="wrap">
        {/* On a phone, year and category share one row in both languages: a narrower year and the
            smaller segments leave 'Contributions | Withdrawals' room on one line. */}
        <YearSelect
          label={m.form.year}
          value={year}
          onChange={onYear}
          disabled={category === 'sorties'}
          w={isMobile ? 100 : 130}
        />
        <Stack gap={4} style={{ flex: isMobile ? 1 : undefined }}>
          <Input.Label id={categoryLabelId} size="md" component="span">
            {m.page.category}
          </Input.Label>
          <SegmentedChoice<FundCategory>
            aria-labelledby={categoryLabelId}
            data={CATEGORIES.map((value) => ({ value, label: m.categories[value] }))}
            value={category}
            onChange={onCategory}
            fullWidth={isMobile}
            size={isMobile ? 'sm' : 'md'}
          />
        </Stack>
      </Group>
    </>
  );
}
