import { IconHeartHandshake, IconPigMoney } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatXaf } from '@/lib/format';
import { useMessages } from '../i18n/ledger';
import type { FundCaisse } from '../lib/fund';
import { FigureHeader, Nowrap } from './FigureHeader';

interface FundHeaderProps {
  caisse: FundCaisse;
  /** Fund balance: all contributions minus validated withdrawals (null while loading). */
  balance: number | null;
  /**
   * The year's contributions, and what left the fund that year (amount + transport of the
   * withdrawals validated that year: the statistics' 'Sorties {year}', not the members' rounded
   * shares of the table).
   */
  year: number;
  yearIn: number | null;
  yearOut: number | null;
  /** 'Ajouter' and 'Exporter' on wide screens (phones get a floating toggle). */
  actions?: ReactNode;
}

/** Header card of a fund page: the balance followed by XAF (spec 'Cotisation Mensuelle page'). */
export function FundHeader({ caisse, balance, year, yearIn, yearOut, actions }: FundHeaderProps) {
  const Icon = caisse === 1 ? IconHeartHandshake : IconPigMoney;
  const m = useMessages();
  return (
    <FigureHeader
      icon={<Icon size={30} stroke={1.6} />}
      label={m.funds.balance[caisse]}
      amount={balance}
      testId="fund-balance"
      detailWidth={220}
      detail={
        yearIn !== null && yearOut !== null ? (
          <>
            <Nowrap>
              {m.page.yearIn(year)}
              {formatXaf(yearIn)}
            </Nowrap>{' '}
            ·{' '}
            <Nowrap>
              {m.page.yearOut(year)}
              <span data-testid="fund-year-out">{formatXaf(yearOut)}</span>
            </Nowrap>
          </>
        ) : null
      }
      actions={actions}
    />
  );
}
