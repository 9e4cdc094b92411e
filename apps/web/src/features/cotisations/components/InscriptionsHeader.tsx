import { Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { REGISTRATION_FEE } from '@quartier/shared';
import { formatNumber, formatXaf } from '@/lib/format';

interface InscriptionsHeaderProps {
  /** All members, whatever the search (null while loading). */
  count: number | null;
  montant: number | null;
  /** The 'Inscrire' button on wide screens (phones get a floating one). */
  action?: ReactNode;
}

/** Keeps a figure and its unit on one line. */
function Nowrap({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}

/** Header card: total of the registration fund = members x 5 000 XAF (spec section 9, rulings R7). */
export function InscriptionsHeader({ count, montant, action }: InscriptionsHeaderProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="center" wrap="nowrap" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={52} radius="md" variant="light" aria-hidden visibleFrom="xs">
            <IconUsersGroup size={30} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed" fw={600}>
              Total des inscriptions
            </Text>
            {montant === null || count === null ? (
              <>
                <Skeleton height={30} width={180} my={2} />
                <Skeleton height={16} width={200} />
              </>
            ) : (
              <>
                <Title order={2} size="h2" lh={1.2} data-testid="inscriptions-total">
                  {formatXaf(montant)}
                </Title>
                <Text size="sm" c="dimmed">
                  <Nowrap>
                    {formatNumber(count)} {count > 1 ? 'membres' : 'membre'}
                  </Nowrap>{' '}
                  <Nowrap>× {formatXaf(REGISTRATION_FEE)}</Nowrap> <Nowrap>= {formatXaf(montant)}</Nowrap>
                </Text>
              </>
            )}
          </Stack>
        </Group>
        {action}
      </Group>
    </Paper>
  );
}
