import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { OTP_LENGTH, resetPasswordRequestSchema } from '@quartier/shared';
import { CodePasswordForm, useCodePasswordForm } from '@/components/CodePasswordForm';
import { usePasswordReset } from '@/components/use-password-reset';
import { ResetResultModal } from '@/components/ResetResultModal';
import { paths } from '@/config/paths';
import { formatPhone } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { clearSession, useSession } from '@/lib/session';

/** In the page's chunk already (a signed-in page): nothing to wait for. */
const loadSchema = () => Promise.resolve(resetPasswordRequestSchema);

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
  const telephone = session?.telephone ?? '';

  const form = useCodePasswordForm(loadSchema, { telephone });
  const passwordReset = usePasswordReset(form, {
    telephone,
    codeSent: (messages) => messages.shared.ownResetCodeSent,
    // The server ends every session of the member at a reset (rulings R5): RequireAuth sends
    // her to log in again, then back to the profile.
    afterSuccess: () => clearSession('password-changed'),
  });

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
          <CodePasswordForm form={form} label={words.title} submitLabel={words.submit} {...passwordReset.formProps} />
        </Stack>
      </Paper>

      <ResetResultModal {...passwordReset.resultProps} next={words.next} />
    </Stack>
  );
}

export { PasswordResetPage as Component };
