import type { ReactNode } from 'react';
import { abbreviateAmount, formatXaf } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { StatCard, StatCardSkeleton } from '@/components/StatCard';

/**
 * A home card: an association figure in XAF, abbreviated with K and M (spec 'Dashboard'); the
 * full amount is given on hover and to screen readers.
 */
export function HomeCard({
  title,
  amount,
  icon,
  description,
  testId,
  unavailable = false,
}: {
  title: string;
  amount: number | undefined;
  /** The figure could not be loaded (the page says why above the cards). */
  unavailable?: boolean;
  icon: ReactNode;
  description?: ReactNode;
  testId?: string;
}) {
  const t = useT();
  if (amount === undefined) {
    if (unavailable)
      return <StatCard title={title} value="—" icon={icon} description={t.common.unavailable} testId={testId} />;
    return <StatCardSkeleton withTrend={false} />;
  }
  return (
    <StatCard
      title={title}
      value={`${abbreviateAmount(amount)} XAF`}
      fullValue={formatXaf(amount)}
      icon={icon}
      description={description}
      testId={testId}
    />
  );
}
