import { useState } from 'react';
import type { resetPasswordRequestSchema } from '@quartier/shared';
import { useResendCode } from '@/api/resend-code';
import { useResetPassword } from '@/api/reset-password';
import { ApiError, errorMessage } from '@/lib/api-client';
import { currentMessages, type Messages } from '@/lib/i18n';
import type { useCodePasswordForm } from './CodePasswordForm';
import type { ResetResult } from './ResetResultModal';
import { toast } from './toast';

/**
 * A password reset with the code received by SMS, forgotten (login) or chosen (profile):
 * PUT auth/resetPassword for `telephone`, its end shown by ResetResultModal (a refused field
 * also goes back to its input), and 'Renvoyer le code' asking a new 'reinitialisation' code,
 * said by `codeSent` in the reader's language. `afterSuccess` runs once the success is closed.
 * Spread `formProps` into CodePasswordForm and `resultProps` into ResetResultModal.
 */
export function usePasswordReset(
  codeForm: ReturnType<typeof useCodePasswordForm<typeof resetPasswordRequestSchema, { telephone: string }>>,
  {
    telephone,
    codeSent,
    afterSuccess,
  }: { telephone: string | null; codeSent: (words: Messages) => string; afterSuccess: () => void },
) {
  const reset = useResetPassword();
  const resend = useResendCode();
  const [result, setResult] = useState<ResetResult | null>(null);
  const [opened, setOpened] = useState(false);
  const show = (next: ResetResult) => {
    setResult(next);
    setOpened(true);
  };

  const onSubmit = codeForm.submit((body) => {
    reset.mutate(body, {
      onSuccess: () => show({ type: 'success' }),
      onError: (error) => {
        if (error instanceof ApiError) codeForm.form.setErrors(error.fields);
        show({ type: 'failure', msg: errorMessage(error) });
      },
    });
  });

  const onResend = () => {
    if (telephone === null) return;
    resend.mutate(
      { telephone, purpose: 'reinitialisation' },
      {
        onSuccess: () => {
          const words = currentMessages();
          toast.success(codeSent(words), { title: words.common.codeSent, long: true });
        },
        onError: (error) => toast.failure(errorMessage(error), { long: true }),
      },
    );
  };

  // A wrong code keeps the page, the code and the passwords: the member corrects and sends
  // again, without spending one of the 3 codes an hour. Only success leaves.
  const onClose = () => {
    setOpened(false);
    if (result?.type === 'success') afterSuccess();
  };

  return {
    formProps: { onSubmit, submitting: reset.isPending, onResend, resending: resend.isPending },
    resultProps: { opened, onClose, result },
  };
}
