import { Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useOffline } from '@/lib/network';
import { useT } from '@/lib/i18n';

/**
 * The 'hors ligne' banner: the pages show what this device last read, and nothing can be
 * saved until the connection is back. The live region stays in the page so that the change is
 * announced by screen readers.
 */
export function OfflineBanner({ stickyTop }: { stickyTop?: string }) {
  const t = useT();
  const offline = useOffline();
  return (
    <div
      role="status"
      aria-live="polite"
      style={stickyTop === undefined ? undefined : { position: 'sticky', top: stickyTop, zIndex: 90 }}
    >
      {offline ? (
        <Group
          data-testid="bandeau-hors-ligne"
          gap="sm"
          wrap="nowrap"
          px="md"
          py="xs"
          mb="sm"
          style={{
            background: 'var(--mantine-color-yellow-1)',
            border: '1px solid var(--mantine-color-yellow-6)',
            borderRadius: 'var(--mantine-radius-md)',
            color: 'var(--mantine-color-dark-9)',
          }}
        >
          <IconWifiOff size={22} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">
            <strong>{t.common.offlineTitle}</strong> {t.common.offline}
          </Text>
        </Group>
      ) : null}
    </div>
  );
}
