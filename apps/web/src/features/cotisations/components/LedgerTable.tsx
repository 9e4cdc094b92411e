import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Ledger, LedgerRow } from '@quartier/shared';
import { monthTitle } from '@/components/period';
import { formatNumber } from '@/lib/format';
import { useMessages } from '../i18n/ledger';
import { exits, MONTHS, type FundCaisse } from '../lib/fund';
import { balancePeriod } from '../lib/fund-words';
import { MonthAmount, ToComplete } from './ledger-cells';
import { LedgerRowActions, type LedgerRowActionProps } from './LedgerRowActions';

export interface LedgerListProps extends LedgerRowActionProps {
  caisse: FundCaisse;
  rows: LedgerRow[];
  totaux: Ledger['totaux'];
  year: number;
}

/**
 * The member column stays in view when the table scrolls sideways (narrow laptops, tablets);
 * the Secrétaire's icon sits in it, so it is never scrolled away.
 */
const STICKY = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset -1px 0 0 var(--mantine-color-gray-3)',
  paddingLeft: 10,
} as const;

/** Positioned, so the screen-reader texts inside stay inside the scrolling box. */
const NUMBER_CELL = { whiteSpace: 'nowrap', textAlign: 'right', position: 'relative' } as const;
/**
 * The year's totals are the widest figures of their columns: a notch smaller (11 px, semi-bold),
 * so the twelve months, the totals and 'À compléter' fit a 1366 px laptop without scrolling.
 */
const TOTAL_CELL = { ...NUMBER_CELL, fontSize: '0.6875rem', fontWeight: 600 } as const;

/**
 * A second, smaller line of a column header: what period or rule its figures follow. It wraps
 * between words, so it never widens its column past the figures (the table fits 1366 px).
 */
const HEADER_HINT = { display: 'block', fontSize: '0.625rem', fontWeight: 400, whiteSpace: 'normal' } as const;

/** Wide screens: one line per member, the twelve months, Total, Sorties, Solde, À compléter. */
export function LedgerTable({ caisse, rows, totaux, year, ...actions }: LedgerListProps) {
  const m = useMessages();
  const t = m.ledger;
  const period = balancePeriod(caisse, year);
  return (
    <Table.ScrollContainer minWidth={980} type="native" style={{ position: 'relative' }}>
      <Table
        verticalSpacing={8}
        horizontalSpacing={3}
        fz="xs"
        highlightOnHover
        striped="even"
        stripedColor="gray.0"
        withColumnBorders
        borderColor="gray.2"
      >
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 12px 0' }}>
          <Text span size="xs" c="dimmed" data-testid="ledger-caption">
            {t.caption(year)}
            {caisse === 1 ? t.captionSolidarity : ''}
          </Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" style={{ ...STICKY, minWidth: actions.withRequests ? 132 : 110 }}>
              {t.member}
            </Table.Th>
            {MONTHS.map((month) => (
              <Table.Th key={month.number} scope="col" style={NUMBER_CELL} title={monthTitle(month.number)}>
                <span aria-hidden>{m.months.short(month.number)}</span>
                <VisuallyHidden>{monthTitle(month.number)}</VisuallyHidden>
              </Table.Th>
            ))}
            <Table.Th scope="col" style={NUMBER_CELL}>
              {t.total}
            </Table.Th>
            <Table.Th scope="col" style={NUMBER_CELL} title={t.shareTitle}>
              <span aria-hidden>{t.withdrawalsShort}</span>
              <VisuallyHidden>{t.withdrawals}</VisuallyHidden>
              <Text span c="dimmed" style={HEADER_HINT}>
                {t.shares}
              </Text>
            </Table.Th>
            <Table.Th scope="col" style={NUMBER_CELL} title={t.balanceOf(period)}>
              {t.balance}
              <Text span c="dimmed" style={HEADER_HINT}>
                {period}
              </Text>
            </Table.Th>
            <Table.Th scope="col" style={{ ...NUMBER_CELL, paddingRight: 10 }} title={t.toCompleteOf(period)}>
              <span aria-hidden>{t.toCompleteShort}</span>
              <VisuallyHidden>{t.toComplete}</VisuallyHidden>
              <Text span c="dimmed" style={HEADER_HINT}>
                {period}
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.Membre.id} data-member-id={row.Membre.id}>
              <Table.Th scope="row" fw={400} style={STICKY}>
                <Group gap={6} wrap="nowrap" justify="space-between">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                      {row.Membre.nom} {row.Membre.prenom}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.Membre.bloc}
                    </Text>
                  </Stack>
                  {/* One above the other: the member column keeps its width, the table fits a laptop. */}
                  <Stack gap={4}>
                    <LedgerRowActions row={row} {...actions} size="md" />
                  </Stack>
                </Group>
              </Table.Th>
              {row.mois.map((amount, index) => (
                <Table.Td key={index} style={NUMBER_CELL} data-col={`m${index + 1}`}>
                  <MonthAmount amount={amount} size="inherit" />
                </Table.Td>
              ))}
              <Table.Td style={NUMBER_CELL} fw={700} data-col="total">
                {formatNumber(row.totalMontant)}
              </Table.Td>
              <Table.Td style={NUMBER_CELL} data-col="sorties">
                {formatNumber(exits(row.totalSortie))}
              </Table.Td>
              <Table.Td style={NUMBER_CELL} fw={600} c={row.solde < 0 ? 'red.8' : undefined} data-col="solde">
                {formatNumber(row.solde)}
              </Table.Td>
              <Table.Td style={{ ...NUMBER_CELL, paddingRight: 10 }} data-col="a-completer">
                <ToComplete amount={row.aCompleter} size="inherit" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="ledger-totals" style={{ borderTop: '2px solid var(--mantine-color-gray-4)' }}>
            <Table.Th scope="row" style={STICKY}>
              <Text fw={700} size="sm">
                {t.totalOf(year)}
              </Text>
              <Text size="xs" c="dimmed" fw={400}>
                {t.allMembers}
              </Text>
            </Table.Th>
            {totaux.mois.map((amount, index) => (
              <Table.Td key={index} style={TOTAL_CELL}>
                <MonthAmount amount={amount} size="inherit" />
              </Table.Td>
            ))}
            <Table.Td style={TOTAL_CELL} data-col="total">
              {formatNumber(totaux.totalMontant)}
            </Table.Td>
            <Table.Td style={TOTAL_CELL} data-col="sorties">
              {formatNumber(exits(totaux.totalSortie))}
              <Text span c="dimmed" style={HEADER_HINT}>
                {t.roundedShares}
              </Text>
            </Table.Td>
            <Table.Td style={TOTAL_CELL} c={totaux.solde < 0 ? 'red.8' : undefined} data-col="solde">
              {formatNumber(totaux.solde)}
            </Table.Td>
            <Table.Td style={{ paddingRight: 10 }} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
