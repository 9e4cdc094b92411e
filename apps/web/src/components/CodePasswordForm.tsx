import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { OTP_LENGTH } from '@quartier/shared';
import type { z } from 'zod';
import { digitsOnly } from '@/lib/form';
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
  const formRef = useRef<HTMLFormElement>(null);
  // Typed into the server's page before the app took it over (ADR 0030: the account's
  // confirmation): the fields hold it, the form's state not yet. Taken in the commit of hydration,
  // before a render writes the empty state back into the fields. The fields have no name: a form
  // sent without the app puts neither code nor password in the address.
  useLayoutEffect(() => {
    const typed: Partial<CodePasswordValues> = {};
    for (const field of ['otp', 'password', 'confirmPassword'] as const) {
      const input = formRef.current?.querySelector(`input[data-field="${field}"]`);
      if (input instanceof HTMLInputElement && input.value)
        typed[field] = field === 'otp' ? digitsOnly(input.value, OTP_LENGTH) : input.value;
    }
    if (Object.keys(typed).length > 0) fields.setValues(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the form is first drawn
  }, []);
  return (
    <>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={label}>
        <Stack gap="md">
          <OtpInput
            data-field="otp"
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
