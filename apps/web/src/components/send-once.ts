import type { UseMutationResult } from '@tanstack/react-query';
import type { useIdempotencyKey } from '@/lib/idempotency';
import { toast } from './toast';

/**
 * A form's write that the server records once: sent with the key of its content (a second tap or
 * a retry keeps it); on success the key is spent, `success` (the server's message in the reader's
 * language: its `msg` is French) shows in a long toast and the form is done (`onDone`); a failure
 * goes to `onError`.
 */
export function sendOnce<Body, Answer>(
  mutation: Pick<UseMutationResult<Answer, Error, { body: Body; key: string }>, 'mutate'>,
  idempotency: ReturnType<typeof useIdempotencyKey>,
  body: Body,
  {
    onDone,
    onError,
    success,
  }: { onDone: () => void; onError: (error: Error) => void; success: (answer: Answer) => string },
) {
  mutation.mutate(
    { body, key: idempotency.keyFor(body) },
    {
      onSuccess: (answer) => {
        idempotency.done();
        toast.success(success(answer), { long: true });
        onDone();
      },
      onError,
    },
  );
}
