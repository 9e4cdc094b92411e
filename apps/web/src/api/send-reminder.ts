import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '@/lib/api-client';

export type ReminderBody = CallInput<'newNotification'>['body'];

/**
 * POST /api/cotisation/newNotification (Secrétaire, rulings R4): a reminder to everyone, to one
 * member, or to every member behind on a fund (the last two by SMS too). Used by a fund page's
 * rows and by Notifications > Rappels.
 */
export function sendReminder({ body, key }: { body: ReminderBody; key: string }) {
  // Sent again with its key (a retry, a second tap), it reaches nobody twice: no SMS paid twice.
  return call('newNotification', { body }, { headers: { 'Idempotency-Key': key } });
}

export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications', 'general'] }),
  });
}
