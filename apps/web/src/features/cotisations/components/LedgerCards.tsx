import { Button, Collapse, Paper } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import type { Ledger } from '@quartier/shared';
import { monthTitle } from '@/components/period';
import { formatXaf } from '@/lib/format';
import { useMessages } from '../i18n/ledger';
import { exits, MONTHS } from '../lib/fund';
import { balancePeriod } from '../lib/fund-words';
import { MonthAmount, ToComplete } from './ledger-cells';
import type { LedgerListProps } from './LedgerTable';
import classes from './LedgerCards.module.css';
import { LedgerRowActions } from './LedgerRowActions';

function Figure({ label, children, col }: { label: string; children: ReactNode; col: string }) {
  return (
    <div className={classes.figure}>
      <dt className={classes.label}>{label}</dt>
      <dd className={classes.value} data-col={col}>
        {children}
      </dd>
    </div>
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
  const m = useMessages();
  return (
    <div className={classes.months}>
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
        {m.ledger.monthDetail}
      </Button>
      <Collapse expanded={opened} id={id} keepMounted={false}>
        <dl className={classes.monthGrid} aria-label={label}>
          {MONTHS.map((month, index) => (
            <div key={month.number} className={classes.month}>
              <dt className={classes.label}>{monthTitle(month.number)}</dt>
              <dd className={classes.monthValue} data-col={`m${month.number}`}>
                <MonthAmount amount={mois[index] ?? 0} />
              </dd>
            </div>
          ))}
        </dl>
      </Collapse>
    </div>
  );
}

/** Phones: one card per member instead of the wide table, so the page never scrolls sideways. */
export function LedgerCards({ caisse, rows, totaux, year, ...actions }: LedgerListProps) {
  const t = useMessages().ledger;
  const period = balancePeriod(caisse, year);
  return (
    <div className={classes.stack}>
      <ul className={classes.stack} aria-label={t.members}>
        {rows.map((row) => {
          const name = `${row.Membre.nom} ${row.Membre.prenom}`;
          return (
            <li key={row.Membre.id} className={classes.card} aria-label={name} data-member-id={row.Membre.id}>
              <div className={classes.head}>
                <div className={classes.who}>
                  <p className={classes.name}>{name}</p>
                  <p className={classes.bloc}>{row.Membre.bloc}</p>
                </div>
                <div className={classes.icons}>
                  <LedgerRowActions row={row} {...actions} />
                </div>
              </div>
              <dl className={classes.figures}>
                <Figure label={t.totalOf(year)} col="total">
                  {formatXaf(row.totalMontant)}
                </Figure>
                <Figure label={t.withdrawalsOfYear(year)} col="sorties">
                  {formatXaf(exits(row.totalSortie))}
                </Figure>
                <Figure label={t.balanceOf(period)} col="solde">
                  <span className={row.solde < 0 ? classes.negative : undefined}>{formatXaf(row.solde)}</span>
                </Figure>
                <Figure label={t.toCompleteOf(period)} col="a-completer">
                  <ToComplete amount={row.aCompleter} withUnit size="md" />
                </Figure>
              </dl>
              <MonthGrid mois={row.mois} label={t.paymentsOf(year, name)} />
            </li>
          );
        })}
      </ul>
      <TotalsCard totaux={totaux} year={year} period={period} />
    </div>
  );
}

/** The year's totals over every member (the table's footer line on wide screens). */
function TotalsCard({ totaux, year, period }: { totaux: Ledger['totaux']; year: number; period: string }) {
  const t = useMessages().ledger;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-quartier-0)"
      component="section"
      aria-label={t.totalsOf(year)}
      data-testid="ledger-totals"
    >
      <p className={classes.totalsTitle}>{t.totalsOf(year)}</p>
      <p className={classes.label}>{t.allFundMembers}</p>
      <dl className={classes.figures}>
        <Figure label={t.contributions} col="total">
          {formatXaf(totaux.totalMontant)}
        </Figure>
        <Figure label={t.roundedWithdrawals} col="sorties">
          {formatXaf(exits(totaux.totalSortie))}
        </Figure>
        <Figure label={t.balanceOf(period)} col="solde">
          {formatXaf(totaux.solde)}
        </Figure>
      </dl>
      <MonthGrid mois={totaux.mois} label={t.contributionsByMonth(year)} />
    </Paper>
  );
}
