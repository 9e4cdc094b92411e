import { ActionIcon, Text, VisuallyHidden } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { LazyTooltip } from '@/components/LazyTooltip';
import { formatNumber, formatXaf } from '@/lib/format';
import { useMessages } from '../i18n/ledger';

type CellSize = 'xs' | 'sm' | 'md' | 'inherit';

const sizeProps = (size: CellSize) => (size === 'inherit' ? { inherit: true } : { size });

/** A month amount of a fund table: '2 500', or a dimmed dash for nothing paid. */
export function MonthAmount({ amount, size = 'sm' }: { amount: number; size?: CellSize }) {
  if (amount === 0) {
    return (
      <Text span {...sizeProps(size)} c="dimmed">
        <span aria-hidden>–</span>
        <VisuallyHidden>0 XAF</VisuallyHidden>
      </Text>
    );
  }
  return (
    <Text span {...sizeProps(size)} c={amount < 0 ? 'red.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {formatNumber(amount)}
    </Text>
  );
}

/** 'À compléter': '-' when nothing is due (null), spec section 9. */
export function ToComplete({
  amount,
  withUnit = false,
  size = 'sm',
}: {
  amount: number | null;
  withUnit?: boolean;
  size?: CellSize;
}) {
  const m = useMessages();
  if (amount === null) {
    return (
      <Text span {...sizeProps(size)} c="dimmed">
        <span aria-hidden>-</span>
        <VisuallyHidden>{m.ledger.nothingToComplete}</VisuallyHidden>
      </Text>
    );
  }
  return (
    <Text span {...sizeProps(size)} fw={600} c="orange.9" style={{ whiteSpace: 'nowrap' }}>
      {withUnit ? formatXaf(amount) : formatNumber(amount)}
    </Text>
  );
}

/** The Secrétaire's notify icon on a row with something to complete: a reminder to that member. */
export function RemindButton({
  name,
  onClick,
  size = 'lg',
}: {
  name: string;
  onClick: () => void;
  size?: 'md' | 'lg';
}) {
  const label = useMessages().ledger.remind(name);
  return (
    <LazyTooltip label={label} withArrow multiline maw={260}>
      <ActionIcon variant="light" color="orange" size={size} aria-label={label} onClick={onClick} data-action="rappel">
        <IconBellRinging size={size === 'md' ? 18 : 20} aria-hidden />
      </ActionIcon>
    </LazyTooltip>
  );
}
