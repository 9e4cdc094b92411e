import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBellPlus, IconBellRinging, IconBuildingCommunity } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { can } from '@quartier/shared';
import { useAssociation } from '@/api/get-association';
import { Pagination, pageCount, pageSlice } from '@/components/Pagination';
import { QueryState } from '@/components/QueryState';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useGeneralNotifications } from '@/api/get-general-notifications';
import { useMessages } from '../i18n';

const ReminderModal = lazy(() => import('@/components/ReminderModal').then((m) => ({ default: m.ReminderModal })));

/** Reminders per page (spec section 9). */
export const REMINDERS_PAGE_SIZE = 3;

type Notification = NonNullable<ReturnType<typeof useGeneralNotifications>['data']>[number];

function ReminderCard({ notification, sender }: { notification: Notification; sender: string }) {
  const titleId = useId();
  const decision = notification.type === 'request';
  const m = useMessages().reminders;
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon size={42} radius="xl" variant="light" color="quartier" aria-hidden>
              <IconBuildingCommunity size={22} />
            </ThemeIcon>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" lineClamp={1}>
                {sender}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
              </Text>
            </Stack>
          </Group>
          <Badge
            variant="light"
            color={decision ? 'grape' : 'blue'}
            tt="none"
            radius="sm"
            style={{ flexShrink: 0 }}
            styles={{ root: { color: decision ? '#5f1f73' : '#0b4a8b' } }}
          >
            {decision ? m.yourRequest : notification.pourTous ? m.toAll : m.reminder}
          </Badge>
        </Group>
        <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {notification.titre}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {notification.contenu}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * Rappels (spec 'Notifications'): reminders to everyone and messages to me, 3 per page. The
 * Secrétaire also finds 'Nouveau rappel' here (rulings R4): to the members behind on a fund, or to
 * everyone.
 */
export function RemindersPanel() {
  const mayRemind = can(useSession()?.roleCode ?? null, 'newNotification');
  const isMobile = useIsMobile();
  const [composing, setComposing] = useState(false);
  const m = useMessages().reminders;
  return (
    <Stack gap="md">
      {mayRemind ? (
        <Group justify="flex-end">
          <Button
            leftSection={<IconBellPlus size={18} aria-hidden />}
            onClick={() => setComposing(true)}
            fullWidth={isMobile}
          >
            {m.newReminder}
          </Button>
          <Suspense fallback={null}>
            {composing ? (
              <ReminderModal
                opened={composing}
                onClose={() => setComposing(false)}
                target={{ kind: 'groupe' }}
                fullScreen={isMobile}
              />
            ) : null}
          </Suspense>
        </Group>
      ) : null}
      <RemindersList />
    </Stack>
  );
}

function RemindersList(): ReactNode {
  const notifications = useGeneralNotifications();
  const association = useAssociation();
  const [page, setPage] = useState(1);
  const t = useT();
  const m = useMessages().reminders;
  const sender = association.data?.nom ?? m.sender;

  return (
    <QueryState
      query={notifications}
      loading={{ count: REMINDERS_PAGE_SIZE, height: 150, label: m.loading }}
      errorTitle={t.shared.notificationsLoadFailed}
      toastOnError
      isEmpty={(items) => items.length === 0}
      empty={{
        title: m.emptyTitle,
        icon: <IconBellRinging size={32} aria-hidden />,
        description: m.emptyText,
      }}
    >
      {(items) => <PagedReminders items={items} page={page} onPage={setPage} sender={sender} />}
    </QueryState>
  );
}

function PagedReminders({
  items,
  page,
  onPage,
  sender,
}: {
  items: Notification[];
  page: number;
  onPage: (page: number) => void;
  sender: string;
}) {
  const m = useMessages().reminders;
  const last = pageCount(items.length, REMINDERS_PAGE_SIZE);
  const current = Math.min(page, last);
  return (
    <Stack gap="xs">
      {items.length > REMINDERS_PAGE_SIZE ? (
        <Text size="sm" c="dimmed">
          {m.count(items.length, current, last)}
        </Text>
      ) : null}
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={m.listLabel}>
        {pageSlice(items, current, REMINDERS_PAGE_SIZE).map((notification) => (
          <li key={notification.id}>
            <ReminderCard notification={notification} sender={sender} />
          </li>
        ))}
      </Stack>
      <Pagination
        page={current}
        onChange={onPage}
        totalItems={items.length}
        pageSize={REMINDERS_PAGE_SIZE}
        label={m.pages}
      />
    </Stack>
  );
}
