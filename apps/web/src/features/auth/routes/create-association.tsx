import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { associationCreationRequestSchema, formatPhone, normalizePhone } from '@quartier/shared';
import { FailureAlert } from '@/components/FailureAlert';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { saveSession, type SessionAnswer } from '@/lib/session';
import { roleLabel, useT } from '@/lib/i18n';
import { APP_NAME, useDocumentTitle } from '@/lib/use-document-title';
import { zodValidate } from '@/lib/zod-form';
import { useRequestAssociationCreation } from '../api/request-association-creation';
import { AuthFrame } from '../components/AuthLayout';
import { CreationConfirmForm } from '../components/CreationConfirmForm';
import {
  CreationRequestForm,
  creationRequestBody,
  EMPTY_CREATION_REQUEST,
  type CreationRequestValues,
} from '../components/CreationRequestForm';
import { messages, useMessages } from '../i18n/pages';
import { readPendingCreation, savePendingCreation, type PendingCreation } from '../lib/pending-creation';

const validateRequest = zodValidate(associationCreationRequestSchema);

interface CreateAssociationPageProps {
  /** Called with the dashboard as soon as the code is on its way: the router starts its download. */
  onSignInSent?: (target: string) => void;
}

/**
 * Creation of an association from a phone (issue 22), a page of the service reached from the
 * welcome page: 1. the association and the founder, 2. the SMS code and a password. The founder
 * then lands on the dashboard as the Président, signed in exactly as by the login page.
 */
export function CreateAssociationPage({ onSignInSent }: CreateAssociationPageProps = {}) {
  const t = useT();
  const m = useMessages().create;
  useDocumentTitle(m.title, { product: true });
  const navigate = useNavigate();
  const request = useRequestAssociationCreation();
  const [pending, setPending] = useState<PendingCreation | null>(() => readPendingCreation());
  const [failure, setFailure] = useState<string | null>(null);
  const [showInvitation, setShowInvitation] = useState(false);
  const form = useForm<CreationRequestValues>({
    mode: 'controlled',
    initialValues: EMPTY_CREATION_REQUEST,
    validate: (values) => validateRequest(creationRequestBody(values)),
  });

  const keepPending = (next: PendingCreation | null) => {
    savePendingCreation(next);
    setPending(next);
  };

  // While the founder reads the SMS, the dashboard's code downloads.
  const atCodeStep = pending !== null;
  useEffect(() => {
    if (atCodeStep) onSignInSent?.(paths.dashboard.href());
  }, [atCodeStep, onSignInSent]);

  const submitRequest = form.onSubmit((values) => {
    setFailure(null);
    const body = associationCreationRequestSchema.parse(creationRequestBody(values));
    request.mutate(body, {
      onSuccess: (answer) => {
        const telephone = normalizePhone(body.telephone) ?? body.telephone;
        keepPending({
          jeton: answer.jeton,
          expireLe: answer.expireLe,
          telephone,
          nomAssociation: body.nomAssociation,
        });
        toast.success(messages().create.codeSent(formatPhone(telephone)), { title: t.common.codeSent, long: true });
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          form.setErrors(error.fields);
          // Creation on invitation only (the operator's switch): the code field appears, with the
          // server's message, and everything typed stays.
          if (error.status === 403 || 'codeInvitation' in error.fields) setShowInvitation(true);
        }
        setFailure(errorMessage(error));
      },
    });
  });

  const created = (answer: SessionAnswer, remember: boolean) => {
    keepPending(null);
    // The one way a session is stored (login, confirmation, switch of association).
    saveSession(answer, remember);
    const words = messages().create;
    toast.success(
      words.welcome(
        answer.membre.prenom,
        answer.membre.nom,
        roleLabel(answer.membre.Role.code, answer.membre.Role.nom),
      ),
      { title: words.created(answer.association?.nom ?? words.theAssociation), long: true },
    );
    void navigate(paths.dashboard.href(), { replace: true });
  };

  return (
    <AuthFrame name={APP_NAME} maw={560}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {pending ? m.confirmTitle : m.title}
          </Title>
          <Text mt={4} c={pending ? undefined : 'dimmed'}>
            {pending ? (
              <>
                {m.lastStep}{' '}
                <Text span fw={600}>
                  {pending.nomAssociation}
                </Text>
                .
              </>
            ) : (
              m.intro(APP_NAME)
            )}
          </Text>
        </div>

        {pending ? (
          <CreationConfirmForm
            pending={pending}
            onResent={(answer) => keepPending({ ...pending, jeton: answer.jeton, expireLe: answer.expireLe })}
            onCreated={created}
            onGone={(error) => {
              keepPending(null);
              setFailure(error.message);
              form.setErrors(error.fields);
              if (error.status === 403) setShowInvitation(true);
            }}
            onEdit={() => {
              keepPending(null);
              setFailure(null);
            }}
          />
        ) : (
          <>
            <FailureAlert title={m.requestFailed}>{failure}</FailureAlert>
            <CreationRequestForm
              form={form}
              onSubmit={submitRequest}
              pending={request.isPending}
              showInvitation={showInvitation}
              onShowInvitation={() => setShowInvitation(true)}
            />
          </>
        )}

        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor className="tap-target" component={Link} to={paths.root.href()} size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              {m.home}
            </Group>
          </Anchor>
          <Anchor className="tap-target" component={Link} to={paths.login.href()} size="sm" fw={600}>
            {m.haveAccount}
          </Anchor>
        </Group>
      </Stack>
    </AuthFrame>
  );
}

export { CreateAssociationPage as Component };
