import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CONFIRM_TOKEN_PATTERN, OTP_LENGTH } from '@quartier/shared';
import { FailureAlert } from '@/components/FailureAlert';
import { ContactButton } from '@/components/ContactButton';
import { CodePasswordForm, useCodePasswordForm } from '@/components/CodePasswordForm';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { currentMessages, useT } from '@/lib/i18n';
import { saveSession } from '@/lib/session';
import { useAddressSlug } from '@/lib/use-address-slug';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConfirmAccount, useConfirmLink } from '../api/confirm-account';
import { AuthLayout } from '../components/AuthLayout';
import { messages, useMessages } from '../i18n/pages';

/** It asks a phone number (phone metadata, ~30 KB) in a dialog: loaded when first opened. */
const ResendCodeModal = lazy(() =>
  import('../components/ResendCodeModal').then((module) => ({ default: module.ResendCodeModal })),
);

const loadSchema = () => import('../lib/login-schema').then((module) => module.confirmAccountRequestSchema);

/** Account confirmation (spec 'Account confirmation', route confirmRegistration/{token}). */
export function ConfirmRegistrationPage() {
  const t = useT();
  const m = useMessages().confirm;
  useDocumentTitle(m.title);
  const { token = '' } = useParams();
  const slug = useAddressSlug();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [resendOpened, setResendOpened] = useState(false);
  // Mounted on first use, then kept, so that it closes with its transition and gives the focus back.
  const [resendWanted, setResendWanted] = useState(false);
  const tokenLooksValid = CONFIRM_TOKEN_PATTERN.test(token);
  const link = useConfirmLink(token, tokenLooksValid);
  // Opened again after the confirmation, or submitted twice: the link has served its purpose.
  const [usedOnSubmit, setUsedOnSubmit] = useState(false);
  const alreadyActive = usedOnSubmit || link.data?.compte === 'deja_actif';
  const linkFailure = link.error ? errorMessage(link.error) : null;
  // The SMS link names its association in its token (to stay one SMS); the page then moves to
  // that association's address, so that its name and contact are the ones shown.
  const linkSlug = link.data?.association.slug;
  const confirm = useConfirmAccount();
  // Not once the confirmation is sent: on a slow link the answer about the link can come after it,
  // and moving then would leave the dashboard the confirmation leads to.
  const sent = confirm.isPending || confirm.isSuccess;
  useEffect(() => {
    if (linkSlug && linkSlug !== slug && !sent)
      void navigate(paths.confirmRegistration.href(token, linkSlug), { replace: true });
  }, [linkSlug, slug, token, navigate, sent]);

  const codeForm = useCodePasswordForm(loadSchema);

  const submit = codeForm.submit((body) => {
    setFailure(null);
    confirm.mutate(
      { token, body },
      {
        onSuccess: (answer) => {
          // The server signs the member in at once; this device is not remembered.
          saveSession(answer, false);
          toast.success(currentMessages().shared.accountConfirmed, {
            title: messages().confirm.confirmedTitle,
            long: true,
          });
          void navigate(paths.dashboard.href(), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'ACCOUNT_ALREADY_ACTIVE') {
            setUsedOnSubmit(true);
            return;
          }
          if (error instanceof ApiError) codeForm.form.setErrors(error.fields);
          setFailure(errorMessage(error));
        },
      },
    );
  });

  return (
    <AuthLayout>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {m.title}
          </Title>
          {alreadyActive ? null : <Text mt={4}>{m.intro(OTP_LENGTH)}</Text>}
        </div>

        {alreadyActive ? (
          <Stack gap="md">
            <Alert
              color="green"
              icon={<IconCircleCheck size={20} aria-hidden />}
              title={m.alreadyActiveTitle}
              role="status"
            >
              {t.shared.accountAlreadyActive}
            </Alert>
            <Button component={Link} to={paths.login.href(slug)} fullWidth>
              {m.goToLogin}
            </Button>
          </Stack>
        ) : (
          <>
            {!tokenLooksValid ? (
              <Alert color="orange" icon={<IconAlertCircle size={20} aria-hidden />} title={m.incompleteTitle}>
                {m.incomplete}
              </Alert>
            ) : null}

            <FailureAlert title={m.failed}>{failure ?? linkFailure}</FailureAlert>

            <CodePasswordForm
              form={codeForm}
              onSubmit={submit}
              label={m.form}
              submitLabel={m.submit}
              submitting={confirm.isPending}
              onResend={() => {
                setResendWanted(true);
                setResendOpened(true);
              }}
              links={
                <Anchor className="tap-target" component={Link} to={paths.login.href(slug)} size="sm">
                  {m.alreadyActiveLink}
                </Anchor>
              }
            />
          </>
        )}

        <ContactButton fullWidth />
      </Stack>
      {resendWanted ? (
        <Suspense fallback={null}>
          <ResendCodeModal opened={resendOpened} onClose={() => setResendOpened(false)} purpose="confirmation" />
        </Suspense>
      ) : null}
    </AuthLayout>
  );
}

export { ConfirmRegistrationPage as Component };
