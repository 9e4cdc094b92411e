import { Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useId } from 'react';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { DonutChart } from '@/components/charts';
import { GENDER_COLORS } from '@/components/charts/palette';

/** 'Membres': the member count and a doughnut of women (red) and men (dark blue). */
export function MembersCard({
  count,
  women,
  men,
  unavailable = false,
}: {
  count?: number;
  women?: number;
  men?: number;
  /** The figures could not be loaded (the page says why above the cards). */
  unavailable?: boolean;
}) {
  const t = useT();
  const titleId = useId();
  const ready = count !== undefined && women !== undefined && men !== undefined;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} data-testid="carte-membres">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text id={titleId} size="sm" fw={600} c="dimmed" component="h3" m={0}>
          {t.dashboard.members}
        </Text>
        <ThemeIcon variant="light" size={34} radius="md" aria-hidden>
          <IconUsers size={20} />
        </ThemeIcon>
      </Group>
      {ready ? (
        <Group justify="space-between" align="center" wrap="nowrap" gap="xs" mt={4}>
          <Stack gap={2}>
            <Text fz={{ base: 22, sm: 24 }} fw={700} lh={1.25}>
              {formatNumber(count)}
            </Text>
            <Text size="sm" c="dimmed">
              <GenderDot color={GENDER_COLORS.women} /> {t.dashboard.women(women, formatNumber(women))}
            </Text>
            <Text size="sm" c="dimmed">
              <GenderDot color={GENDER_COLORS.men} /> {t.dashboard.men(men, formatNumber(men))}
            </Text>
          </Stack>
          <DonutChart
            size={84}
            thickness={14}
            label={t.dashboard.genderSplit(
              t.dashboard.women(women, formatNumber(women)),
              t.dashboard.men(men, formatNumber(men)),
            )}
            data={[
              { name: t.dashboard.womenLegend, value: women, color: GENDER_COLORS.women },
              { name: t.dashboard.menLegend, value: men, color: GENDER_COLORS.men },
            ]}
          />
        </Group>
      ) : unavailable ? (
        <Text fz={{ base: 22, sm: 24 }} fw={700} mt={4}>
          —
        </Text>
      ) : (
        <Group justify="space-between" mt={8} aria-hidden>
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={24} width="50%" />
            <Skeleton height={12} width="70%" />
            <Skeleton height={12} width="70%" />
          </Stack>
          <Skeleton height={84} circle />
        </Group>
      )}
    </Paper>
  );
}

function GenderDot({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: 10,
        marginRight: 2,
        background: `var(--mantine-color-${color.replace('.', '-')})`,
      }}
    />
  );
}
