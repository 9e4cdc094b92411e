import { Box, Button, Collapse, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import type { Ledger } from '@quartier/shared';
import { formatXaf } from '@/lib/format';
import { exits, MONTHS, requestState } from '../lib/fund';
import { MonthAmount, ToComplete } from './ledger-cells';
import type { LedgerListProps } from './LedgerTable';
import { RequestIcon } from './RequestIcon';

function Figure({ label, children, col }: { label: string; children: ReactNode; col: string }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="md" fw={700} component="dd" m={0} data-col={col} style={{ whiteSpace: 'nowrap' }}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * The twelve months of a card, behind a 'Détail par mois' toggle. Drawn only while open (the
 * Collapse keeps its container, which the toggle's aria-controls names): ten cards of twelve
 * months kept hidden were most of the page's work on a slow phone.
 */
function MonthGrid({ mois, label }: { mois: number[]; label: string }) {
  const [opened, setOpened] = useState(false);
  const id = useId();
  return (
    <Box mt="xs">
      <Button
        variant="subtle"
        size="sm"
        px={4}
        onClick={() => setOpened((value) => !value)}
        aria-expanded={opened}
        aria-controls={id}
        rightSection={
          <IconChevronDown
            size={18}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
          />
        }
      >
        Détail par mois
      </Button>
      <Collapse expanded={opened} id={id} keepMounted={false}>
        <SimpleGrid cols={3} spacing={6} verticalSpacing={6} component="dl" m={0} pt={6} aria-label={label}>
          {MONTHS.map((month, index) => (
            <Box
              key={month.number}
              px={8}
              py={4}
              style={{ borderRadius: 6, background: 'var(--mantine-color-gray-0)' }}
            >
              <Text size="xs" c="dimmed" component="dt">
                {month.name}
              </Text>
              <Text size="sm" fw={600} component="dd" m={0} data-col={`m${month.number}`}>
                <MonthAmount amount={mois[index] ?? 0} />
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Collapse>
    </Box>
  );
}

/** Phones: one card per member instead of the wide table, so the page never scrolls sideways. */
export function LedgerCards({ rows, totaux, year, withRequests, onRequest, onPending, onEdit }: LedgerListProps) {
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Membres">
        {rows.map((row) => {
          const name = `${row.Membre.nom} ${row.Membre.prenom}`;
          return (
            <Paper
              key={row.Membre.id}
              component="li"
              withBorder
              radius="md"
              p="md"
              aria-label={name}
              data-member-id={row.Membre.id}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {row.Membre.bloc}
                  </Text>
                </Stack>
                {withRequests && row.totalMontant > 0 ? (
                  <RequestIcon
                    state={requestState(row.demandesModifications)}
                    editLabel="Modifier la cotisation"
                    detail={`${row.Membre.prenom} ${row.Membre.nom}`}
                    onRequest={() => onRequest(row)}
                    onPending={() => onPending(row)}
                    onEdit={() => onEdit(row)}
                  />
                ) : null}
              </Group>
              <SimpleGrid cols={2} spacing="sm" verticalSpacing={8} component="dl" m={0} pt="sm">
                <Figure label={`Total ${year}`} col="total">
                  {formatXaf(row.totalMontant)}
                </Figure>
                <Figure label="Sorties" col="sorties">
                  {formatXaf(exits(row.totalSortie))}
                </Figure>
                <Figure label="Solde" col="solde">
                  <Text span inherit c={row.solde < 0 ? 'red.8' : undefined}>
                    {formatXaf(row.solde)}
                  </Text>
                </Figure>
                <Figure label="À compléter" col="a-completer">
                  <ToComplete amount={row.aCompleter} withUnit size="md" />
                </Figure>
              </SimpleGrid>
              <MonthGrid mois={row.mois} label={`Versements ${year} de ${name}`} />
            </Paper>
          );
        })}
      </Stack>
      <TotalsCard totaux={totaux} year={year} />
    </Stack>
  );
}

/** The year's totals over every member (the table's footer line on wide screens). */
function TotalsCard({ totaux, year }: { totaux: Ledger['totaux']; year: number }) {
  const solde = totaux.totalMontant - exits(totaux.totalSortie);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-quartier-0)"
      component="section"
      aria-label={`Totaux ${year}`}
      data-testid="ledger-totals"
    >
      <Text fw={700}>Totaux {year}</Text>
      <Text size="xs" c="dimmed">
        Tous les membres de la caisse
      </Text>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing={8} component="dl" m={0} pt="sm">
        <Figure label="Cotisations" col="total">
          {formatXaf(totaux.totalMontant)}
        </Figure>
        <Figure label="Sorties" col="sorties">
          {formatXaf(exits(totaux.totalSortie))}
        </Figure>
        <Figure label="Solde de l’année" col="solde">
          {formatXaf(solde)}
        </Figure>
      </SimpleGrid>
      <MonthGrid mois={totaux.mois} label={`Cotisations ${year} par mois`} />
    </Paper>
  );
}
