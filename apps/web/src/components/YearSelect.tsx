import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useT } from '@/lib/i18n';
import { yearChoices } from './period';

/**
 * Year selector of the statistics screens: the years of the association, from the current one
 * down to the first (spec section 9: years start at 2021, the default is the current year).
 * A native select: the phone's own picker, and readable by every screen reader.
 */
export function YearSelect({
  value,
  onChange,
  disabled = false,
  ...rest
}: Omit<NativeSelectProps, 'value' | 'onChange' | 'data'> & {
  value: number;
  onChange: (year: number) => void;
}) {
  const t = useT();
  return (
    <NativeSelect
      label={t.parts.year}
      size="md"
      {...rest}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={yearChoices().map((year) => String(year))}
      disabled={disabled}
    />
  );
}

/** The year selector is disabled for Inscriptions (caisse 2): registrations are counted over all members. */
export function yearAppliesTo(caisse: number): boolean {
  return caisse !== 2;
}
