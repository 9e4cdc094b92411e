import { Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PASSWORD_MIN_LENGTH } from '@quartier/shared';
import { useT } from '@/lib/i18n';
import { PasswordField } from './PasswordField';

interface FieldProps {
  value?: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: ReactNode;
}

/**
 * New password and its confirmation, each with show/hide, and a live check that both match
 * (rulings R5: checked on screen and by the server).
 */
export function PasswordPairFields({ password, confirm }: { password: FieldProps; confirm: FieldProps }) {
  const t = useT();
  const passwordValue = typeof password.value === 'string' ? password.value : '';
  const confirmValue = typeof confirm.value === 'string' ? confirm.value : '';
  const typedConfirm = confirmValue.length > 0;
  const same = typedConfirm && confirmValue === passwordValue;
  const liveError = typedConfirm && !same ? t.shared.passwordsDiffer : undefined;
  const error = confirm.error ?? liveError;
  return (
    <>
      <PasswordField
        label={t.authForms.password}
        description={t.authForms.passwordHelp(PASSWORD_MIN_LENGTH)}
        autoComplete="new-password"
        data-field="password"
        {...password}
        value={passwordValue}
      />
      <PasswordField
        label={t.authForms.confirmPassword}
        autoComplete="new-password"
        data-field="confirmPassword"
        {...confirm}
        value={confirmValue}
        error={error}
        // Its line is kept while empty: the check appearing must not move the button below it, as
        // when a page written by the server takes what was typed before the app (ADR 0030) just
        // as the member taps it.
        description={
          same ? (
            <Group gap={4} component="span" c="green.9">
              <IconCheck size={14} aria-hidden />
              <Text span size="xs" c="green.9">
                {t.authForms.passwordsMatch}
              </Text>
            </Group>
          ) : error ? undefined : (
            <span aria-hidden>{'\u00a0'}</span>
          )
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </>
  );
}
