import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBellOff, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { pendingHref, pendingLabel, usePendingDecisions } from '@/api/get-pending-decisions';
import { EmptyState } from '@/components/EmptyState';
import { LoadError } from '@/components/LoadError';
import { paths } from '@/config/paths';
import { useLatestNotifications } from '@/api/get-general-notifications';
import { DashboardSection } from './DashboardSection';

const PREVIEW_COUNT = 3;

/**
 * The notifications preview card: what waits for this officer's decision (a link to the category
 * that holds it), the latest three, and 'Tout voir' to /notifications.
 */
export function NotificationsPreview() {
  const t = useT();
  const latest = useLatestNotifications(PREVIEW_COUNT);
  const pending = usePendingDecisions().data;
  const waiting = pending && pending.total > 0 ? pending : null;
  return (
    <DashboardSection
      title={t.dashboard.notifications}
      testId="apercu-notifications"
      action={
        <Button
          component={Link}
          to={paths.notifications.href()}
          variant="subtle"
          size="sm"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          aria-label={t.dashboard.seeAllLabel}
        >
          {t.dashboard.seeAll}
        </Button>
      }
    >
      {waiting ? (
        <Button
          component={Link}
          to={pendingHref(waiting)}
          variant="light"
          color="red"
          fullWidth
          mb="sm"
          leftSection={
            <Badge color="red.9" variant="filled" circle={waiting.total < 10} aria-hidden>
              {waiting.total}
            </Badge>
          }
          rightSection={<IconChevronRight size={16} aria-hidden />}
          data-testid="decisions-en-attente"
          h="auto"
          mih={44}
          py={6}
          styles={{
            inner: { justifyContent: 'flex-start' },
            label: { flex: 1, whiteSpace: 'normal', textAlign: 'left', color: 'var(--mantine-color-red-9)' },
          }}
        >
          {pendingLabel(waiting.total)}
        </Button>
      ) : null}
      {latest.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t.dashboard.notificationsLoading}>
          {Array.from({ length: PREVIEW_COUNT }, (_, index) => (
            <div key={index}>
              <Skeleton height={14} width="60%" />
              <Skeleton height={12} mt={8} />
            </div>
          ))}
        </Stack>
      ) : latest.isError ? (
        <LoadError
          title={t.shared.notificationsLoadFailed}
          error={latest.error}
          onRetry={() => void latest.refetch()}
        />
      ) : latest.data.length === 0 ? (
        // With requests waiting above, 'Aucune notification' would contradict them.
        waiting ? null : (
          <EmptyState
            title={t.dashboard.noNotification}
            description={t.dashboard.noNotificationText}
            icon={<IconBellOff size={32} aria-hidden />}
          />
        )
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {latest.data.map((notification, index) => (
            <li
              key={notification.id}
              style={{
                padding: '10px 0',
                borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-default-border)',
              }}
            >
              <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
                <Text fw={600} size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {notification.titre}
                </Text>
                <Text size="xs" c="dimmed" component="time" dateTime={notification.createdAt}>
                  {formatDateTime(notification.createdAt)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed" lineClamp={2} mt={2} style={{ overflowWrap: 'anywhere' }}>
                {notification.contenu}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
