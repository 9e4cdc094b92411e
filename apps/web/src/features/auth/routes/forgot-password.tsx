import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { PhoneInput } from '@/components/PhoneInput';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@quartier/shared';
import { useForgotPassword } from '@/api/forgot-password';
import { CodePasswordForm, useCodePasswordForm } from '@/components/CodePasswordForm';
import { usePasswordReset } from '@/components/use-password-reset';
import { ResetResultModal } from '@/components/ResetResultModal';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatPhone } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useAddressSlug } from '@/lib/use-address-slug';
import { zodValidate } from '@/lib/zod-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthLayout } from '../components/AuthLayout';
import { useMessages } from '../i18n/pages';

/** The phone field's name: what the server's page held is read back by it. */
const PHONE_FIELD = 'telephone';

/** Forgotten password: phone number, then code received by SMS and new password. */
export function ForgotPasswordPage() {
  const t = useT();
  const m = useMessages().forgot;
  useDocumentTitle(m.title);
  const slug = useAddressSlug();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<{ telephone: string } | null>(null);

  const phoneForm = useForm({
    mode: 'controlled',
    initialValues: { telephone: '' },
    validate: zodValidate(forgotPasswordRequestSchema),
  });
  // Typed into the server's page before the app took it over (ADR 0030): the field holds it, the
  // form not yet. Read in the commit of hydration, before a redraw writes the form's empty value
  // back into the field, and before a sending held meanwhile is done (AuthLayout).
  const phoneFormRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const typed = phoneFormRef.current?.elements.namedItem(PHONE_FIELD);
    if (typed instanceof HTMLInputElement && typed.value) phoneForm.setFieldValue('telephone', typed.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page is taken over
  }, []);

  const resetForm = useCodePasswordForm(resetPasswordRequestSchema, { telephone: '' });
  const passwordReset = usePasswordReset(resetForm, {
    telephone: sentTo?.telephone ?? null,
    codeSent: (messages) => messages.shared.forgotPasswordSent,
    afterSuccess: () => void navigate(paths.login.href(slug), { replace: true }),
  });

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
          <form ref={phoneFormRef} method="post" onSubmit={requestCode} noValidate aria-label={m.requestForm}>
            <Stack gap="md">
              <PhoneInput name={PHONE_FIELD} {...phoneForm.getInputProps('telephone')} />
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
            <CodePasswordForm form={resetForm} label={m.form} submitLabel={m.submit} {...passwordReset.formProps} />
          </>
        )}
      </Stack>

      <ResetResultModal {...passwordReset.resultProps} />
    </AuthLayout>
  );
}

export { ForgotPasswordPage as Component };
