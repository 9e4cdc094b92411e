import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { newNotificationSchema } from '@quartier/shared';
import type { z } from 'zod';
import { api, shape } from '@/lib/api-client';
import { isString } from '@/lib/checks';

export type ReminderBody = z.input<typeof newNotificationSchema>;

/** A light check (the fund pages check answers without zod): the message is what the screen shows. */
const reminderAnswerShape = shape<{ status: 'success'; msg: string }>(
  (body) => body.status === 'success' && isString(body.msg),
);

/**
 * POST /api/cotisation/newNotification (Secrétaire, rulings R4): a reminder to everyone, to one
 * member, or to every member behind on a fund (the last two by SMS too). Used by a fund page's
 * rows and by Notifications > Rappels.
 */
export function sendReminder({ body, key }: { body: ReminderBody; key: string }) {
  // Sent again with its key (a retry, a second tap), it reaches nobody twice: no SMS paid twice.
  return api.post('/cotisation/newNotification', body, reminderAnswerShape, { headers: { 'Idempotency-Key': key } });
}

export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications', 'general'] }),
  });
}
