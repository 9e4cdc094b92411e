import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PhoneInput } from '@/components/PhoneInput';
import { IconArrowLeft } from '@tabler/icons-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForgotPassword } from '@/api/forgot-password';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { issuesToErrors } from '@/lib/form';
import { useT } from '@/lib/i18n';
import { useAddressSlug } from '@/lib/use-address-slug';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSendOnce } from '@/lib/use-send-once';
import { AuthLayout } from '../components/AuthLayout';
import { useMessages } from '../i18n/pages';

/** The phone field's name: the sending reads it from the field, as the server's page held it. */
const PHONE_FIELD = 'telephone';

// The shared schemas and the second step come on demand (issue 24): the first view is the phone
// field alone, as light as the login page's.
const loadSchemas = () => import('../lib/login-schema');
const loadResetWithCode = () => import('../components/ResetWithCode');
const ResetWithCode = lazy(() => loadResetWithCode().then((module) => ({ default: module.ResetWithCode })));

/** Forgotten password: phone number, then code received by SMS and new password. */
export function ForgotPasswordPage() {
  const t = useT();
  const m = useMessages().forgot;
  useDocumentTitle(m.title);
  const slug = useAddressSlug();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<{ telephone: string } | null>(null);
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const sendOnce = useSendOnce();
  // What was typed, shown again when the member comes back to change the number.
  const [typedPhone, setTypedPhone] = useState('');

  const warmUp = () => {
    void Promise.all([loadSchemas(), loadResetWithCode()]).catch(() => undefined);
  };

  // The field is not controlled by React: what was typed into the server's page before the app
  // took it over (ADR 0030) stays, and a sending held meanwhile (AuthLayout) reads it here.
  const requestCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem(PHONE_FIELD);
    const telephone = field instanceof HTMLInputElement ? field.value : '';
    if (!sendOnce.start()) return;
    setTypedPhone(telephone);
    let validation;
    try {
      const [{ forgotPasswordRequestSchema }] = await Promise.all([loadSchemas(), loadResetWithCode()]);
      validation = forgotPasswordRequestSchema.safeParse({ telephone });
    } catch {
      sendOnce.finish();
      toast.failure(t.login.loadFailed, { long: true });
      return;
    }
    sendOnce.checked();
    if (!validation.success) {
      sendOnce.finish();
      setPhoneError(issuesToErrors(validation.error.issues).telephone);
      return;
    }
    const body = validation.data;
    forgot.mutate(body, {
      onSettled: sendOnce.finish,
      onSuccess: () => setSentTo({ telephone: body.telephone }),
      onError: (error) => {
        if (error instanceof ApiError && error.fields.telephone) setPhoneError(error.fields.telephone);
        toast.failure(errorMessage(error), { long: true });
      },
    });
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
          <form
            method="post"
            onSubmit={(event) => void requestCode(event)}
            onFocus={warmUp}
            noValidate
            aria-label={m.requestForm}
          >
            <Stack gap="md">
              <PhoneInput
                name={PHONE_FIELD}
                defaultValue={typedPhone}
                error={phoneError}
                onChange={() => setPhoneError(undefined)}
              />
              <Button type="submit" fullWidth loading={forgot.isPending || sendOnce.checking}>
                {m.request}
              </Button>
            </Stack>
          </form>
        ) : (
          <Suspense fallback={<Skeleton height={400} radius="md" />}>
            <ResetWithCode
              telephone={sentTo.telephone}
              onChangeNumber={() => setSentTo(null)}
              afterSuccess={() => void navigate(paths.login.href(slug), { replace: true })}
            />
          </Suspense>
        )}
      </Stack>
    </AuthLayout>
  );
}

export { ForgotPasswordPage as Component };
