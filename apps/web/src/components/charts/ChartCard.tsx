import { Group, Paper, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled card holding a chart and its figures; a named region of the page. */
export function ChartCard({
  title,
  description,
  children,
  testId,
  action,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
  action?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
      style={{ minWidth: 0 }}
    >
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed" mt={2} component="div">
              {description}
            </Text>
          ) : null}
        </div>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
