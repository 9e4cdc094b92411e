import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { CodePasswordForm, useCodePasswordForm } from '@/components/CodePasswordForm';
import { ResetResultModal } from '@/components/ResetResultModal';
import { usePasswordReset } from '@/components/use-password-reset';
import { formatPhone } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useMessages } from '../i18n/pages';

const loadSchema = () => import('../lib/login-schema').then((module) => module.resetPasswordRequestSchema);

/**
 * The forgotten password's second step: the number the code went to, then the code received by
 * SMS and the new password. Its own chunk (the shared schemas and phone metadata, zod and the
 * form library, ~130 KB gzipped), loaded when the code is asked for, not with the page's first
 * view (issue 24).
 */
export function ResetWithCode({
  telephone,
  onChangeNumber,
  afterSuccess,
}: {
  telephone: string;
  onChangeNumber: () => void;
  afterSuccess: () => void;
}) {
  const t = useT();
  const m = useMessages().forgot;
  const resetForm = useCodePasswordForm(loadSchema, { telephone });
  const passwordReset = usePasswordReset(resetForm, {
    telephone,
    codeSent: (messages) => messages.shared.forgotPasswordSent,
    afterSuccess,
  });
  return (
    <>
      <Alert color="blue" icon={<IconInfoCircle size={20} aria-hidden />}>
        <Text size="sm">{t.shared.forgotPasswordSent}</Text>
        <Text size="sm" mt={4}>
          {m.number} <strong>{formatPhone(telephone)}</strong>{' '}
          <Anchor component="button" type="button" size="sm" onClick={onChangeNumber}>
            {m.change}
          </Anchor>
        </Text>
      </Alert>
      <CodePasswordForm form={resetForm} label={m.form} submitLabel={m.submit} {...passwordReset.formProps} />
      <ResetResultModal {...passwordReset.resultProps} />
    </>
  );
}
