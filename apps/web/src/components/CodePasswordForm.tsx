import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { useT } from '@/lib/i18n';
import { zodValidate } from '@/lib/zod-form';
import { OtpInput } from './OtpInput';
import { PasswordPairFields } from './PasswordPairFields';

/** The fields every code-and-password form has; a reset also carries the phone. */
export interface CodePasswordValues {
  otp: string;
  password: string;
  confirmPassword: string;
}

/**
 * The form of a code received by SMS and a new password (account confirmation, forgotten
 * password, creation of an association, change of one's own password): one set of initial
 * values and one validation from a shared schema, the password checked as soon as it is left.
 */
export function useCodePasswordForm<Extra extends Record<string, string> = Record<never, string>>(
  schema: z.ZodType,
  extra?: Extra,
) {
  return useForm<CodePasswordValues & Extra>({
    mode: 'controlled',
    initialValues: { ...(extra as Extra), otp: '', password: '', confirmPassword: '' },
    validate: zodValidate(schema),
    validateInputOnBlur: ['password'],
  });
}

/**
 * The code field, the new password and its confirmation (show/hide, rules of the shared
 * password.ts), the submit button, and 'Renvoyer le code' with the screen's other links.
 * `beforePassword` and `beforeSubmit` hold what one screen adds (a note, 'Se souvenir de moi').
 */
export function CodePasswordForm<Values extends CodePasswordValues>({
  form,
  onSubmit,
  label,
  submitLabel,
  submitting,
  onResend,
  resending = false,
  links,
  beforePassword,
  beforeSubmit,
}: {
  form: UseFormReturnType<Values>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  submitting: boolean;
  onResend: () => void;
  resending?: boolean;
  /** Links shown beside 'Renvoyer le code'. */
  links?: ReactNode;
  beforePassword?: ReactNode;
  beforeSubmit?: ReactNode;
}) {
  // The form's values are typed by the screen; these three fields are always there.
  const t = useT();
  const fields = form as unknown as UseFormReturnType<CodePasswordValues>;
  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Stack gap="md">
          <OtpInput
            {...fields.getInputProps('otp')}
            value={fields.values.otp}
            onChange={(value) => fields.setFieldValue('otp', value)}
          />
          {beforePassword}
          <PasswordPairFields
            password={fields.getInputProps('password')}
            confirm={fields.getInputProps('confirmPassword')}
          />
          {beforeSubmit}
          <Button type="submit" fullWidth loading={submitting}>
            {submitLabel}
          </Button>
        </Stack>
      </form>

      <Group justify={links ? 'space-between' : 'center'} gap="xs" wrap="wrap">
        <Anchor
          className="tap-target"
          component="button"
          type="button"
          size="sm"
          fw={600}
          onClick={onResend}
          disabled={resending}
        >
          {resending ? t.authForms.resending : t.authForms.resend}
        </Anchor>
        {links}
      </Group>
    </>
  );
}
