import { Group, Paper, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * A dashboard card with a heading: a section named by its title (for screen readers' landmarks),
 * an optional line under the title, an optional action beside it (a link, a close button) and an
 * optional icon before it. One look for every such card of the dashboard.
 */
export function DashboardSection({
  title,
  subtitle,
  icon,
  action,
  testId,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = (
    <div>
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      {subtitle ? (
        <Text size="sm" c="dimmed">
          {subtitle}
        </Text>
      ) : null}
    </div>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Group justify="space-between" align={icon ? 'flex-start' : 'center'} wrap="nowrap" mb={subtitle ? 'sm' : 'xs'}>
        {icon ? (
          <Group gap="sm" wrap="nowrap">
            {icon}
            {heading}
          </Group>
        ) : (
          heading
        )}
        {action}
      </Group>
      {children}
    </Paper>
  );
}
