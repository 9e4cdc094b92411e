import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { PhoneInput } from '@/components/PhoneInput';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@quartier/shared';
import { useForgotPassword } from '@/api/forgot-password';
import { useResendCode } from '@/api/resend-code';
import { useResetPassword } from '@/api/reset-password';
import { CodePasswordForm, useCodePasswordForm } from '@/components/CodePasswordForm';
import { ResetResultModal, type ResetResult } from '@/components/ResetResultModal';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatPhone } from '@/lib/format';
import { currentMessages, useT } from '@/lib/i18n';
import { useAddressSlug } from '@/lib/use-address-slug';
import { zodValidate } from '@/lib/zod-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthLayout } from '../components/AuthLayout';
import { useMessages } from '../i18n/pages';

type Result = ResetResult;

/** Forgotten password: phone number, then code received by SMS and new password. */
export function ForgotPasswordPage() {
  const t = useT();
  const m = useMessages().forgot;
  useDocumentTitle(m.title);
  const slug = useAddressSlug();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const resend = useResendCode();
  const [sentTo, setSentTo] = useState<{ telephone: string } | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [resultOpened, setResultOpened] = useState(false);
  const showResult = (next: Result) => {
    setResult(next);
    setResultOpened(true);
  };

  const phoneForm = useForm({
    mode: 'controlled',
    initialValues: { telephone: '' },
    validate: zodValidate(forgotPasswordRequestSchema),
  });

  const resetForm = useCodePasswordForm(resetPasswordRequestSchema, { telephone: '' });

  const requestCode = phoneForm.onSubmit((values) => {
    const body = forgotPasswordRequestSchema.parse(values);
    forgot.mutate(body, {
      onSuccess: () => {
        setSentTo({ telephone: body.telephone });
        resetForm.setValues({ telephone: body.telephone, otp: '', password: '', confirmPassword: '' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields.telephone) {
          phoneForm.setFieldError('telephone', error.fields.telephone);
        }
        toast.failure(errorMessage(error), { long: true });
      },
    });
  });

  const submitReset = resetForm.onSubmit((values) => {
    reset.mutate(resetPasswordRequestSchema.parse(values), {
      onSuccess: () => showResult({ type: 'success' }),
      onError: (error) => {
        if (error instanceof ApiError) resetForm.setErrors(error.fields);
        showResult({ type: 'failure', msg: errorMessage(error) });
      },
    });
  });

  const resendCode = () => {
    if (!sentTo) return;
    resend.mutate(
      { telephone: sentTo.telephone, purpose: 'reinitialisation' },
      {
        onSuccess: () => {
          const words = currentMessages();
          toast.success(words.shared.forgotPasswordSent, { title: words.common.codeSent, long: true });
        },
        onError: (error) => toast.failure(errorMessage(error), { long: true }),
      },
    );
  };

  const closeResult = () => {
    const succeeded = result?.type === 'success';
    setResultOpened(false);
    if (succeeded) void navigate(paths.login.href(slug), { replace: true });
  };

  return (
    <AuthLayout>
      <Stack gap="lg">
        <Anchor className="tap-target" component={Link} to={paths.login.href(slug)} size="sm" fw={600}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {m.back}
          </Group>
        </Anchor>
        <div>
          <Title order={1} size="h2">
            {m.title}
          </Title>
          <Text mt={4}>{sentTo ? m.introCode : m.introPhone}</Text>
        </div>

        {!sentTo ? (
          <form onSubmit={requestCode} noValidate aria-label={m.requestForm}>
            <Stack gap="md">
              <PhoneInput {...phoneForm.getInputProps('telephone')} />
              <Button type="submit" fullWidth loading={forgot.isPending}>
                {m.request}
              </Button>
            </Stack>
          </form>
        ) : (
          <>
            <Alert color="blue" icon={<IconInfoCircle size={20} aria-hidden />}>
              <Text size="sm">{t.shared.forgotPasswordSent}</Text>
              <Text size="sm" mt={4}>
                {m.number} <strong>{formatPhone(sentTo.telephone)}</strong>{' '}
                <Anchor component="button" type="button" size="sm" onClick={() => setSentTo(null)}>
                  {m.change}
                </Anchor>
              </Text>
            </Alert>
            <CodePasswordForm
              form={resetForm}
              onSubmit={submitReset}
              label={m.form}
              submitLabel={m.submit}
              submitting={reset.isPending}
              onResend={resendCode}
              resending={resend.isPending}
            />
          </>
        )}
      </Stack>

      <ResetResultModal opened={resultOpened} onClose={closeResult} result={result} />
    </AuthLayout>
  );
}

export { ForgotPasswordPage as Component };
