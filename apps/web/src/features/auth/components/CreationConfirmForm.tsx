import { Alert, Anchor, Checkbox, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { formatPhone, formatTime, type AssociationCreationPending } from '@quartier/shared';
import { FailureAlert } from '@/components/FailureAlert';
import { CodePasswordForm, useCodePasswordForm } from '@/components/CodePasswordForm';
import { toast } from '@/components/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import type { SessionAnswer } from '@/lib/session';
import { useCreateAssociation } from '../api/create-association';
import { useResendCreationCode } from '../api/resend-creation-code';
import { messages, useMessages } from '../i18n/pages';
import type { PendingCreation } from '../lib/pending-creation';

const loadSchema = () => import('../lib/login-schema').then((module) => module.associationCreationConfirmSchema);

/**
 * What the code step cannot fix: the creation is unknown or expired (404), already done or its
 * name has no free address left (409), or its invitation code no longer holds (403). The founder
 * goes back to the first step, with the server's message.
 */
function creationGone(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.status === 404 || error.status === 409 || error.status === 403 || 'jeton' in error.fields)
  );
}

/**
 * Step 2 of the creation of an association (issue 22): the SMS code and the password. A person
 * already member of another association types her current password (one phone, one password).
 */
export function CreationConfirmForm({
  pending,
  onResent,
  onCreated,
  onGone,
  onEdit,
}: {
  pending: PendingCreation;
  /** A new code was sent: the answer may carry a new jeton and a new expiry. */
  onResent: (answer: AssociationCreationPending) => void;
  onCreated: (answer: SessionAnswer, remember: boolean) => void;
  /** The code step can do nothing more (creationGone): back to the first step. */
  onGone: (error: ApiError) => void;
  onEdit: () => void;
}) {
  const t = useT();
  const m = useMessages().confirmForm;
  const create = useCreateAssociation();
  const resend = useResendCreationCode();
  const [failure, setFailure] = useState<string | null>(null);
  const [remember, setRemember] = useState(false);
  const codeForm = useCodePasswordForm(loadSchema);
  const { form } = codeForm;

  const submit = codeForm.submit((body) => {
    setFailure(null);
    create.mutate(
      { jeton: pending.jeton, body },
      {
        onSuccess: (answer) => onCreated(answer, remember),
        onError: (error) => {
          if (creationGone(error)) {
            onGone(error);
            return;
          }
          // A wrong code keeps what was typed: the founder corrects the code only.
          if (error instanceof ApiError) form.setErrors(error.fields);
          setFailure(errorMessage(error));
        },
      },
    );
  });

  const resendCode = () => {
    setFailure(null);
    resend.mutate(pending.jeton, {
      onSuccess: (answer) => {
        form.setFieldValue('otp', '');
        onResent(answer);
        toast.success(messages().create.codeSent(formatPhone(pending.telephone)), {
          title: t.common.codeSent,
          long: true,
        });
      },
      onError: (error) => {
        if (creationGone(error)) {
          onGone(error);
          return;
        }
        setFailure(errorMessage(error));
      },
    });
  };

  return (
    <Stack gap="md">
      <Text>
        {m.enterCode}{' '}
        <Text span fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatPhone(pending.telephone)}
        </Text>
        {m.validUntil(formatTime(pending.expireLe))}
      </Text>

      <FailureAlert title={m.notCreated}>{failure}</FailureAlert>

      <CodePasswordForm
        form={codeForm}
        onSubmit={submit}
        label={m.form}
        submitLabel={m.submit}
        submitting={create.isPending}
        onResend={resendCode}
        resending={resend.isPending}
        links={
          <Anchor className="tap-target" component="button" type="button" size="sm" onClick={onEdit}>
            {m.edit}
          </Anchor>
        }
        beforePassword={
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />} p="sm">
            <Text size="sm">{m.passwordNote}</Text>
          </Alert>
        }
        beforeSubmit={
          <Checkbox
            label={t.login.rememberMe}
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
        }
      />
    </Stack>
  );
}
