import { Alert, Anchor, Box, Button, Checkbox, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PhoneInput } from '@/components/PhoneInput';
import { IconCircleCheck, IconClockExclamation, IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { MESSAGES } from '@quartier/shared';
import { useAssociation } from '@/api/get-association';
import { useResendCode } from '@/api/resend-code';
import { ContactButton } from '@/components/ContactButton';
import { PasswordField } from '@/components/PasswordField';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { issuesToErrors } from '@/lib/form';
import { saveSession, useSession, type SessionEndReason } from '@/lib/session';
import { useAddressSlug } from '@/lib/use-address-slug';
import { useDocumentTitle } from '@/lib/use-document-title';
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
  useDocumentTitle('Connexion');
  const session = useSession();
  const location = useLocation();
  const slug = useAddressSlug();
  const state = (location.state ?? {}) as LoginLocationState;
  const association = useAssociation();
  const login = useLogin();
  const resend = useResendCode();
  const [pendingPhone, setPendingPhone] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [values, setValues] = useState<Values>({ telephone: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<Errors>({});

  if (session) return <Navigate to={safeTarget(state.from)} replace />;

  const setField = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const warmUpValidation = () => {
    void loadLoginSchema().catch(() => undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending || checking) return;
    setChecking(true);
    let validation;
    try {
      // Validation with the shared schema (French messages, phone normalised to E.164).
      const { loginRequestSchema } = await loadLoginSchema();
      validation = loginRequestSchema.safeParse(values);
    } catch {
      setChecking(false);
      toast.failure("La page n'a pas pu être chargée entièrement. Vérifiez votre connexion.", { long: true });
      return;
    }
    setChecking(false);
    if (!validation.success) {
      setErrors(issuesToErrors(validation.error.issues));
      return;
    }
    const body = validation.data;
    setPendingPhone(null);
    onSignInSent?.(safeTarget(state.from));
    login.mutate(body, {
      onSuccess: (answer) => {
        if (answer.status === 'success') {
          toast.success(`Bienvenue ${answer.membre.prenom} ${answer.membre.nom} !`, {
            title: 'Connexion réussie',
            long: true,
          });
          // Storing the session re-renders this page, which then redirects.
          saveSession(answer, body.rememberMe);
          return;
        }
        setPendingPhone(body.telephone);
        toast.info(MESSAGES.loginOngoing, { title: 'Compte à confirmer', long: true });
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fields);
        toast.failure(errorMessage(error), { title: 'Erreur', long: true });
      },
    });
  };

  const resendConfirmation = () => {
    if (!pendingPhone) return;
    resend.mutate(
      { telephone: pendingPhone, purpose: 'confirmation' },
      {
        onSuccess: (answer) => toast.success(answer.msg, { title: 'Code envoyé', long: true }),
        onError: (error) => toast.failure(errorMessage(error), { long: true }),
      },
    );
  };

  return (
    <AuthLayout>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Bienvenue
          </Title>
          {/* Room for the lines the sentence takes (three on a phone, two in the card at full
              width): the form does not jump down when the association's name arrives (CLS). */}
          <Box mih={{ base: 'calc(3lh + 4px)', xs: 'calc(2lh + 4px)' }}>
            {association.isPending ? (
              <Skeleton height={18} mt={8} width="85%" />
            ) : (
              <Text mt={4}>
                Espace des membres de{' '}
                <Text span fw={600}>
                  {association.data?.nom ?? 'votre association de quartier'}
                </Text>
                . Connectez-vous pour suivre vos cotisations.
              </Text>
            )}
          </Box>
        </div>

        {association.data?.suspendue ? (
          <Alert color="red" icon={<IconClockExclamation size={20} aria-hidden />} title="Association suspendue">
            {association.data.messageSuspension}
          </Alert>
        ) : null}

        {state.reason === 'expired' ? (
          <Alert color="orange" icon={<IconClockExclamation size={20} aria-hidden />} title="Session terminée">
            Votre session a expiré. Reconnectez-vous.
          </Alert>
        ) : null}

        {state.reason === 'password-changed' ? (
          <Alert color="green" icon={<IconCircleCheck size={20} aria-hidden />} title="Mot de passe modifié">
            Connectez-vous avec votre nouveau mot de passe.
          </Alert>
        ) : null}

        {pendingPhone ? (
          <Alert color="blue" icon={<IconInfoCircle size={20} aria-hidden />} title="Compte à confirmer">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{MESSAGES.loginOngoing}</Text>
              <Button size="sm" variant="light" onClick={resendConfirmation} loading={resend.isPending}>
                Renvoyer le code
              </Button>
            </Stack>
          </Alert>
        ) : null}

        <form onSubmit={(event) => void submit(event)} onFocus={warmUpValidation} noValidate aria-label="Connexion">
          <Stack gap="md">
            <PhoneInput
              value={values.telephone}
              onChange={(event) => setField('telephone', event.currentTarget.value)}
              error={errors.telephone}
            />
            <PasswordField
              label="Mot de passe"
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => setField('password', event.currentTarget.value)}
              error={errors.password}
            />
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Checkbox
                label="Se souvenir de moi"
                checked={values.rememberMe}
                onChange={(event) => setField('rememberMe', event.currentTarget.checked)}
              />
              <Anchor className="tap-target" component={Link} to={paths.forgotPassword.href(slug)} size="sm" fw={600}>
                Mot de passe oublié ?
              </Anchor>
            </Group>
            <Button type="submit" fullWidth loading={login.isPending || checking}>
              Se connecter
            </Button>
          </Stack>
        </form>
        <ContactButton fullWidth />
      </Stack>
    </AuthLayout>
  );
}

export { LoginPage as Component };
