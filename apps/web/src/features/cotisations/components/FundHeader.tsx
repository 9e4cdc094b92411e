import { Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake, IconPigMoney } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatXaf } from '@/lib/format';
import { FUND_LABELS, type FundCaisse } from '../lib/fund';

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

function Nowrap({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}

/** Header card of a fund page: the balance followed by XAF (spec 'Cotisation Mensuelle page'). */
export function FundHeader({ caisse, balance, year, yearIn, yearOut, actions }: FundHeaderProps) {
  const Icon = caisse === 1 ? IconHeartHandshake : IconPigMoney;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="center" wrap="nowrap" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={52} radius="md" variant="light" aria-hidden visibleFrom="xs">
            <Icon size={30} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed" fw={600}>
              {FUND_LABELS[caisse].balanceLabel}
            </Text>
            {balance === null ? (
              <>
                <Skeleton height={30} width={180} my={2} />
                <Skeleton height={16} width={220} />
              </>
            ) : (
              <>
                <Title order={2} size="h2" lh={1.2} data-testid="fund-balance">
                  {formatXaf(balance)}
                </Title>
                <Text size="sm" c="dimmed">
                  {yearIn !== null && yearOut !== null ? (
                    <>
                      <Nowrap>
                        Cotisations {year}&nbsp;: {formatXaf(yearIn)}
                      </Nowrap>{' '}
                      ·{' '}
                      <Nowrap>
                        Sorties {year}&nbsp;: <span data-testid="fund-year-out">{formatXaf(yearOut)}</span>
                      </Nowrap>
                    </>
                  ) : null}
                </Text>
              </>
            )}
          </Stack>
        </Group>
        {actions}
      </Group>
    </Paper>
  );
}
