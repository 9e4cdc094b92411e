import { Group, NativeSelect, Text } from '@mantine/core';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { CaisseId } from '@quartier/shared';
import { currentPeriod, parseYear } from './period';
import { YearSelect, yearAppliesTo } from './YearSelect';

/** The funds a screen offers, the fund and the year it shows, and how to change them. */
export interface FundYear<C extends CaisseId> {
  choices: readonly C[];
  caisse: C;
  year: number;
  setCaisse: (caisse: C) => void;
  setYear: (year: number) => void;
}

/**
 * The fund and the year a screen shows, kept in the address (?caisse=1&annee=2024) so that a
 * view can be shared or reloaded ('Statistiques', 'Mes contributions'). A change writes only the
 * field that changed, over the address as it is now (the router updates its state in a
 * transition): two quick changes in a row both count.
 */
export function useFundYearParams<C extends CaisseId>(
  choices: readonly C[],
  parseFund: (raw: string | null) => C,
): FundYear<C> {
  const [params, setParams] = useSearchParams();
  const write = (name: 'caisse' | 'annee', value: number) =>
    setParams(
      () => {
        const result = new URLSearchParams(window.location.search);
        result.set(name, String(value));
        return result;
      },
      { replace: true },
    );
  return {
    choices,
    caisse: parseFund(params.get('caisse')),
    year: parseYear(params.get('annee'), currentPeriod().year),
    setCaisse: (caisse: C) => write('caisse', caisse),
    setYear: (year: number) => write('annee', year),
  };
}

/**
 * Fund and year selectors. The year does not apply to Inscriptions (caisse 2, spec
 * 'Statistics'): its selector is then disabled, with `yearNotApplies` said under it when given.
 */
export function FundYearFilters<C extends CaisseId>({
  filters: { choices, caisse, year, setCaisse, setYear },
  words,
}: {
  filters: FundYear<C>;
  /** From the screen's catalogue: the fund selector's label, each fund's name, the note. */
  words: { category: string; categories: Record<C, string>; yearNotApplies?: string };
}) {
  const noteId = useId();
  const yearApplies = yearAppliesTo(caisse);
  const note = yearApplies ? undefined : words.yearNotApplies;
  return (
    <div>
      <Group gap="sm" wrap="nowrap" align="flex-end" maw={520}>
        <NativeSelect
          label={words.category}
          size="md"
          style={{ flex: 1, minWidth: 0 }}
          value={String(caisse)}
          onChange={(event) => setCaisse(Number(event.currentTarget.value) as C)}
          data={choices.map((choice) => ({ value: String(choice), label: words.categories[choice] }))}
        />
        <YearSelect
          value={year}
          onChange={setYear}
          disabled={!yearApplies}
          w={120}
          style={{ flexShrink: 0 }}
          aria-describedby={note ? noteId : undefined}
        />
      </Group>
      {note ? (
        <Text id={noteId} size="sm" c="dimmed" mt={6}>
          {note}
        </Text>
      ) : null}
    </div>
  );
}
