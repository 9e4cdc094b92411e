import { Group, Paper, Skeleton, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconArrowRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { formatTrend } from './period-format';
import classes from './StatCard.module.css';
import { Sparkline } from './Sparkline';
import { currentMessages } from '@/lib/i18n';

/**
 * Stat card (spec 'Reusable parts'): title, amount, percentage with an arrow, a small chart.
 * The percentage is always computed by the caller against the previous period (rulings R9):
 * `percent: null` means there is nothing to compare with and shows '—' without an arrow.
 */
export interface StatTrend {
  percent: number | null;
  /** What the figure is compared with, e.g. 'par rapport à octobre (12 500 XAF)'. */
  caption: string;
  /** 'income': a rise is good news (green); 'expense': a rise is shown in red. */
  tone?: 'income' | 'expense';
}

export interface StatCardProps {
  title: string;
  /** The figure, already formatted ('12 500 XAF', '1,2 M XAF', '83'). */
  value: string;
  /** Full figure shown on hover when `value` is abbreviated. */
  fullValue?: string;
  trend?: StatTrend;
  icon?: ReactNode;
  /** Monthly figures drawn as the small chart of the card, in place of the icon. */
  sparkline?: number[];
  sparklineColor?: string;
  /** Extra line under the figure. */
  description?: ReactNode;
  testId?: string;
  /** The title's heading level: 2 where no section heading comes before the cards. */
  titleOrder?: 2 | 3;
}

function trendLook(percent: number, tone: 'income' | 'expense') {
  const words = currentMessages().common.trend;
  if (percent === 0) return { color: 'gray.7', icon: <IconArrowRight size={16} aria-hidden />, words: words.stable };
  const up = percent > 0;
  const good = tone === 'income' ? up : !up;
  return {
    color: good ? 'green.8' : 'red.8',
    icon: up ? <IconArrowUpRight size={16} aria-hidden /> : <IconArrowDownRight size={16} aria-hidden />,
    words: up ? words.up : words.down,
  };
}

export function TrendLine({ trend }: { trend: StatTrend }) {
  if (trend.percent === null) {
    return (
      <Text size="sm" c="dimmed" component="div">
        <Text span fw={700} c="gray.7" mr={6}>
          —
        </Text>
        <VisuallyHidden>{`${currentMessages().common.trend.none} `}</VisuallyHidden>
        {trend.caption}
      </Text>
    );
  }
  const look = trendLook(trend.percent, trend.tone ?? 'income');
  return (
    <Text size="sm" c="dimmed" component="div">
      <Text span fw={700} c={look.color} mr={6} style={{ whiteSpace: 'nowrap' }}>
        <span style={{ verticalAlign: '-2px', marginRight: 2 }}>{look.icon}</span>
        <VisuallyHidden>{`${look.words} ${currentMessages().common.trend.of} `}</VisuallyHidden>
        {formatTrend(trend.percent)}
      </Text>
      {trend.caption}
    </Text>
  );
}

export function StatCard({
  title,
  value,
  fullValue,
  trend,
  icon,
  sparkline,
  sparklineColor,
  description,
  testId,
  titleOrder = 3,
}: StatCardProps) {
  const titleId = useId();
  const withSparkline = sparkline !== undefined && sparkline.some((value) => value !== 0);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid={testId}
      component="section"
      aria-labelledby={titleId}
      className={classes.card}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text id={titleId} size="sm" fw={600} c="dimmed" component={`h${titleOrder}`} m={0} style={{ minWidth: 0 }}>
          {title}
        </Text>
        {withSparkline ? (
          <span className={classes.spark}>
            <Sparkline values={sparkline} color={sparklineColor} width={76} height={30} />
          </span>
        ) : null}
        {icon ? (
          <ThemeIcon
            variant="light"
            size={34}
            radius="md"
            aria-hidden
            className={withSparkline ? classes.icon : undefined}
          >
            {icon}
          </ThemeIcon>
        ) : null}
      </Group>
      <Text
        fz={{ base: 20, sm: 24 }}
        fw={700}
        lh={1.25}
        mt={4}
        title={fullValue}
        data-testid={testId ? `${testId}-value` : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {value}
        {fullValue && fullValue !== value ? <VisuallyHidden> ({fullValue})</VisuallyHidden> : null}
      </Text>
      {description ? (
        <Text size="sm" c="dimmed" mt={4} component="div">
          {description}
        </Text>
      ) : null}
      {trend ? (
        <div style={{ marginTop: 6 }}>
          <TrendLine trend={trend} />
        </div>
      ) : null}
    </Paper>
  );
}

export function StatCardSkeleton({ withTrend = true }: { withTrend?: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" aria-hidden>
      <Skeleton height={14} width="55%" />
      <Skeleton height={26} width="70%" mt={10} />
      {withTrend ? <Skeleton height={12} width="85%" mt={10} /> : null}
    </Paper>
  );
}
