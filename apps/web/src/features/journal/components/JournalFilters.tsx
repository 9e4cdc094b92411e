import { Badge, Button, Collapse, Group, NativeSelect, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { CAISSE_IDS, JOURNAL_KINDS, type CaisseId, type JournalKind } from '@quartier/shared';
import { useT } from '@/lib/i18n';
import { activeFilterCount, NO_FILTERS, type JournalFilters as Filters } from '../lib/filters';
import { useMessages } from '../i18n';
import { MemberFilter } from './MemberFilter';

/**
 * Period, fund, kind, member and author. On a phone the panel folds behind one button (with the
 * number of filters in use), so the entries come first; on a desktop it opens by default.
 */
export function JournalFilters({
  filters,
  onChange,
  opened,
  onToggle,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  opened: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const T = useMessages();
  const active = activeFilterCount(filters);
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap">
        <Button
          variant="subtle"
          size="md"
          px="xs"
          leftSection={<IconAdjustmentsHorizontal size={20} aria-hidden />}
          rightSection={opened ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
          onClick={onToggle}
          aria-expanded={opened}
          aria-controls="journal-filtres"
        >
          {T.filters}
          {active > 0 ? (
            <Badge ml={8} size="sm" circle aria-label={T.activeFilters(active)}>
              {active}
            </Badge>
          ) : null}
        </Button>
        {active > 0 ? (
          <Button variant="subtle" size="sm" color="gray" onClick={() => onChange(NO_FILTERS)}>
            {T.clearFilters}
          </Button>
        ) : null}
      </Group>
      <Collapse expanded={opened} id="journal-filtres">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm" pt="sm">
          <MemberFilter label={T.member} value={filters.membre} onChange={(membre) => set({ membre })} />
          <NativeSelect
            size="md"
            label={T.kind}
            value={filters.type ?? ''}
            onChange={(event) => set({ type: (event.currentTarget.value || null) as JournalKind | null })}
            data={[{ value: '', label: T.allKinds }, ...JOURNAL_KINDS.map((k) => ({ value: k, label: T.kinds[k] }))]}
          />
          <NativeSelect
            size="md"
            label={T.fund}
            value={filters.caisse === null ? '' : String(filters.caisse)}
            onChange={(event) =>
              set({ caisse: event.currentTarget.value ? (Number(event.currentTarget.value) as CaisseId) : null })
            }
            data={[{ value: '', label: T.all }, ...CAISSE_IDS.map((id) => ({ value: String(id), label: t.funds[id] }))]}
          />
          <Group grow gap="sm" wrap="nowrap" align="flex-start">
            <TextInput
              size="md"
              type="date"
              label={T.from}
              value={filters.du}
              max={filters.au || undefined}
              onChange={(event) => set({ du: event.currentTarget.value })}
            />
            <TextInput
              size="md"
              type="date"
              label={T.to}
              value={filters.au}
              min={filters.du || undefined}
              onChange={(event) => set({ au: event.currentTarget.value })}
            />
          </Group>
          <MemberFilter label={T.author} value={filters.auteur} onChange={(auteur) => set({ auteur })} />
        </SimpleGrid>
      </Collapse>
    </Paper>
  );
}
