import { IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { REGISTRATION_FEE } from '@quartier/shared';
import { formatNumber, formatXaf } from '@/lib/format';
import { useMessages } from '../i18n/members';
import { FigureHeader, Nowrap } from './FigureHeader';

interface InscriptionsHeaderProps {
  /** All members, whatever the search (null while loading). */
  count: number | null;
  montant: number | null;
  /** The 'Inscrire' button on wide screens (phones get a floating one). */
  action?: ReactNode;
}

/** Header card: total of the registration fund = members x 5 000 XAF (spec section 9, rulings R7). */
export function InscriptionsHeader({ count, montant, action }: InscriptionsHeaderProps) {
  const m = useMessages().header;
  return (
    <FigureHeader
      icon={<IconUsersGroup size={30} stroke={1.6} />}
      label={m.total}
      amount={count === null ? null : montant}
      testId="inscriptions-total"
      detailWidth={200}
      detail={
        count === null ? null : (
          <>
            <Nowrap>{m.members(count, formatNumber(count))}</Nowrap> <Nowrap>× {formatXaf(REGISTRATION_FEE)}</Nowrap>{' '}
            <Nowrap>= {formatXaf(montant ?? 0)}</Nowrap>
          </>
        )
      }
      actions={action}
    />
  );
}
