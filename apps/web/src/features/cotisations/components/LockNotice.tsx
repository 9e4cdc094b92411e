import { Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Why an action is not offered to this reader (read-only pages, a locked choice), under a padlock. */
export function LockNotice({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <IconLock size={18} aria-hidden color="var(--mantine-color-gray-7)" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}
