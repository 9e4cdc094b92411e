import { Alert, Anchor, Box, Button, Checkbox, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PhoneInput } from '@/components/PhoneInput';
import { IconCircleCheck, IconClockExclamation, IconInfoCircle } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAssociation } from '@/api/get-association';
import { useResendCode } from '@/api/resend-code';
import { ContactButton } from '@/components/ContactButton';
import { PasswordField } from '@/components/PasswordField';
import { toast } from '@/components/toast';
import { LAST_ASSOCIATION_QUERY, paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { issuesToErrors } from '@/lib/form';
import { lastAssociationSlug, saveSession, useSession, type SessionEndReason } from '@/lib/session';
import { useAddressSlug } from '@/lib/use-address-slug';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHydrated } from '@/lib/use-hydrated';
import { useSendOnce } from '@/lib/use-send-once';
import { LanguagePicker } from '@/components/LanguagePicker';
import { currentLanguage, currentMessages, setLanguage, useT } from '@/lib/i18n';
import { useLogin } from '../api/login';
import { AuthLayout } from '../components/AuthLayout';

/**
 * The shared login schema brings zod and the phone metadata (~55 KB gzipped): loaded as soon
 * as the user focuses a field, so the login route itself stays under its 150 KB budget.
 */
const loadLoginSchema = () => import('../lib/login-schema');

interface LoginLocationState {
  from?: string;
  reason?: SessionEndReason;
}

type Values = { telephone: string; password: string; rememberMe: boolean };
type Errors = Partial<Record<keyof Values, string>>;

function safeTarget(from: string | undefined): string {
  // Only paths of this app, never another site.
  if (from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith(paths.login.path)) {
    return from;
  }
  return paths.dashboard.href();
}

/**
 * What the form's fields hold. They are not controlled by React: what was typed into the server's
 * page before the app took it over (ADR 0030), or while it was taking over, is never written over
 * by a render, and the sending reads the fields themselves.
 */
function formValues(form: HTMLFormElement): Values {
  const field = (name: string) => form.elements.namedItem(name);
  const text = (name: string) => {
    const input = field(name);
    return input instanceof HTMLInputElement ? input.value : '';
  };
  const rememberMe = field('rememberMe');
  return {
    telephone: text('telephone'),
    password: text('password'),
    rememberMe: rememberMe instanceof HTMLInputElement && rememberMe.checked,
  };
}

interface LoginPageProps {
  /**
   * Called with the page the member will land on as the sign-in leaves for the server, which
   * takes the better part of a second to check the password: the router starts that page's
   * download meanwhile.
   */
  onSignInSent?: (target: string) => void;
}

/** Login screen (spec section 2 'Login', section 4 transitions). */
export function LoginPage({ onSignInSent }: LoginPageProps = {}) {
  const t = useT();
  useDocumentTitle(t.login.documentTitle);
  const session = useSession();
  const location = useLocation();
  const slug = useAddressSlug();
  // The history's state (why the session ended, where to go back to) is not in the server's HTML:
  // read once the page is the app's, so that this page reloaded is hydrated, what was typed kept.
  const hydrated = useHydrated();
  const state = ((hydrated ? location.state : null) ?? {}) as LoginLocationState;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const asksLastAssociation = !slug && searchParams.get(LAST_ASSOCIATION_QUERY.name) === LAST_ASSOCIATION_QUERY.value;
  const association = useAssociation();
  const login = useLogin();
  const resend = useResendCode();
  const [pendingPhone, setPendingPhone] = useState<string | null>(null);
  const sendOnce = useSendOnce();
  const [errors, setErrors] = useState<Errors>({});
  // Picked here, the language is saved to the person as they sign in (ADR 0029).
  const [pickedLanguage, setPickedLanguage] = useState(false);

  // Sent from the welcome page the server wrote (paths.ts): on to this browser's last association,
  // unless something was typed here already (that page would come without it): then here, plainly.
  useLayoutEffect(() => {
    if (!asksLastAssociation) return;
    const typed = formRef.current ? formValues(formRef.current) : null;
    const somethingTyped = Boolean(typed?.telephone || typed?.password);
    void navigate(paths.login.href(somethingTyped ? null : lastAssociationSlug()), {
      replace: true,
      state: location.state,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per such address
  }, [asksLastAssociation]);

  if (session) return <Navigate to={safeTarget(state.from)} replace />;

  const clearError = (key: keyof Values) => setErrors((current) => ({ ...current, [key]: undefined }));

  const warmUpValidation = () => {
    void loadLoginSchema().catch(() => undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitted = formValues(event.currentTarget);
    if (!sendOnce.start()) return;
    let validation;
    try {
      // Validation with the shared schema (French messages, phone normalised to E.164).
      const { loginRequestSchema } = await loadLoginSchema();
      validation = loginRequestSchema.safeParse(submitted);
    } catch {
      sendOnce.finish();
      toast.failure(t.login.loadFailed, { long: true });
      return;
    }
    sendOnce.checked();
    if (!validation.success) {
      sendOnce.finish();
      setErrors(issuesToErrors(validation.error.issues));
      return;
    }
    const body = pickedLanguage ? { ...validation.data, langue: currentLanguage() } : validation.data;
    setPendingPhone(null);
    onSignInSent?.(safeTarget(state.from));
    login.mutate(body, {
      // Signed in, the form sends no more while the page leads on (its language may still load).
      onSettled: (answer) => {
        if (answer?.status !== 'success') sendOnce.finish();
      },
      onSuccess: (answer) => {
        if (answer.status === 'success') {
          // The person's language from now on (theirs, or the one just picked here).
          void setLanguage(answer.langue).finally(() => {
            const words = currentMessages().login;
            toast.success(words.welcome(answer.membre.prenom, answer.membre.nom), {
              title: words.successTitle,
              long: true,
            });
            // Storing the session re-renders this page, which then redirects.
            saveSession(answer, body.rememberMe);
          });
          return;
        }
        setPendingPhone(body.telephone);
        toast.info(t.shared.loginOngoing, { title: t.login.pendingTitle, long: true });
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fields);
        toast.failure(errorMessage(error), { title: t.common.error, long: true });
      },
    });
  };

  const resendConfirmation = () => {
    if (!pendingPhone) return;
    resend.mutate(
      { telephone: pendingPhone, purpose: 'confirmation' },
      {
        // The server's msg, in the reader's language.
        onSuccess: () => toast.success(t.shared.resendSent, { title: t.common.codeSent, long: true }),
        onError: (error) => toast.failure(errorMessage(error), { long: true }),
      },
    );
  };

  return (
    <AuthLayout>
      <Stack gap="lg">
        <Group justify="flex-end">
          <LanguagePicker onPick={() => setPickedLanguage(true)} />
        </Group>
        <div>
          <Title order={1} size="h2">
            {t.login.title}
          </Title>
          {/* Room for the lines the sentence takes (three on a phone, two in the card at full
              width): the form does not jump down when the association's name arrives (CLS). */}
          <Box mih={{ base: 'calc(3lh + 4px)', xs: 'calc(2lh + 4px)' }}>
            {association.isPending ? (
              <Skeleton height={18} mt={8} width="85%" />
            ) : (
              <Text mt={4}>
                {t.login.intro}{' '}
                <Text span fw={600}>
                  {association.data?.nom ?? t.login.introFallback}
                </Text>
                {t.login.introEnd}
              </Text>
            )}
          </Box>
        </div>

        {association.data?.suspendue ? (
          <Alert color="red" icon={<IconClockExclamation size={20} aria-hidden />} title={t.login.suspended}>
            {association.data.messageSuspension}
          </Alert>
        ) : null}

        {state.reason === 'expired' ? (
          <Alert color="orange" icon={<IconClockExclamation size={20} aria-hidden />} title={t.login.expiredTitle}>
            {t.login.expired}
          </Alert>
        ) : null}

        {state.reason === 'password-changed' ? (
          <Alert color="green" icon={<IconCircleCheck size={20} aria-hidden />} title={t.login.passwordChangedTitle}>
            {t.login.passwordChanged}
          </Alert>
        ) : null}

        {pendingPhone ? (
          <Alert color="blue" icon={<IconInfoCircle size={20} aria-hidden />} title={t.login.pendingTitle}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t.shared.loginOngoing}</Text>
              <Button size="sm" variant="light" onClick={resendConfirmation} loading={resend.isPending}>
                {t.login.resend}
              </Button>
            </Stack>
          </Alert>
        ) : null}

        {/* POST: sent by the browser itself before the app has taken over, the password stays out
            of the address (the server answers with the page again). */}
        <form
          ref={formRef}
          method="post"
          onSubmit={(event) => void submit(event)}
          onFocus={warmUpValidation}
          noValidate
          aria-label={t.login.form}
        >
          <Stack gap="md">
            <PhoneInput
              name="telephone"
              onChange={() => clearError('telephone')}
              error={errors.telephone}
              label={t.login.phoneLabel}
            />
            <PasswordField
              name="password"
              label={t.login.password}
              autoComplete="current-password"
              onChange={() => clearError('password')}
              error={errors.password}
            />
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Checkbox name="rememberMe" label={t.login.rememberMe} onChange={() => clearError('rememberMe')} />
              <Anchor className="tap-target" component={Link} to={paths.forgotPassword.href(slug)} size="sm" fw={600}>
                {t.login.forgot}
              </Anchor>
            </Group>
            <Button type="submit" fullWidth loading={login.isPending || sendOnce.checking}>
              {t.login.submit}
            </Button>
          </Stack>
        </form>
        <ContactButton fullWidth />
      </Stack>
    </AuthLayout>
  );
}

export { LoginPage as Component };
