import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { OTP_LENGTH, resetPasswordRequestSchema } from '@quartier/shared';
import { useResendCode } from '@/api/resend-code';
import { useResetPassword } from '@/api/reset-password';
import { CodePasswordForm, useCodePasswordForm } from '@/components/CodePasswordForm';
import { ResetResultModal, type ResetResult } from '@/components/ResetResultModal';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatPhone } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { clearSession, useSession } from '@/lib/session';

type Result = ResetResult;

/** A phone number never breaks across two lines. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/**
 * Password change of a signed-in member (spec 'Password reset', rulings R5 and R9): it really
 * submits PUT auth/resetPassword with the member's own phone, and shows the failure message.
 */
export function PasswordResetPage() {
  const t = useT();
  const words = t.profile.reset;
  const session = useSession();
  const reset = useResetPassword();
  const resend = useResendCode();
  const [result, setResult] = useState<Result | null>(null);
  const [resultOpened, setResultOpened] = useState(false);
  const telephone = session?.telephone ?? '';

  const form = useCodePasswordForm(resetPasswordRequestSchema, { telephone });

  const submit = form.onSubmit((values) => {
    reset.mutate(resetPasswordRequestSchema.parse({ ...values, telephone }), {
      onSuccess: () => {
        setResult({ type: 'success' });
        setResultOpened(true);
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(error.fields);
        setResult({ type: 'failure', msg: errorMessage(error) });
        setResultOpened(true);
      },
    });
  });

  const resendCode = () => {
    resend.mutate(
      { telephone, purpose: 'reinitialisation' },
      {
        onSuccess: () => toast.success(t.shared.ownResetCodeSent, { title: t.common.codeSent, long: true }),
        onError: (error) => toast.failure(errorMessage(error), { long: true }),
      },
    );
  };

  const closeResult = () => {
    setResultOpened(false);
    // A wrong code keeps the page, the code and the passwords: the member corrects and sends
    // again, without spending one of the 3 codes an hour. Only success leaves.
    if (result?.type !== 'success') return;
    // The server ends every session of the member at a reset (rulings R5): RequireAuth sends
    // her to log in again, then back to the profile.
    clearSession('password-changed');
  };

  return (
    <Stack gap="md" maw={560}>
      <Group gap="xs">
        <ActionIcon component={Link} to={paths.profile.href()} variant="subtle" size="lg" aria-label={words.back}>
          <IconArrowLeft size={22} aria-hidden />
        </ActionIcon>
        <Text fw={600}>{t.shell.profile}</Text>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {words.title}
            </Title>
            <Text mt={4}>{words.intro(OTP_LENGTH, telephone ? unbroken(formatPhone(telephone)) : null)}</Text>
          </div>
          <CodePasswordForm
            form={form}
            onSubmit={submit}
            label={words.title}
            submitLabel={words.submit}
            submitting={reset.isPending}
            onResend={resendCode}
            resending={resend.isPending}
          />
        </Stack>
      </Paper>

      <ResetResultModal opened={resultOpened} onClose={closeResult} result={result} next={words.next} />
    </Stack>
  );
}

export { PasswordResetPage as Component };
