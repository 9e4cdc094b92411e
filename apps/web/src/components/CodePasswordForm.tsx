import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useCallback, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { OTP_LENGTH } from '@quartier/shared';
import type { z } from 'zod';
import { digitsOnly } from '@/lib/form';
import { useT } from '@/lib/i18n';
import { toast } from './toast';
import { OtpInput } from './OtpInput';
import { PasswordPairFields } from './PasswordPairFields';

/** The fields every code-and-password form has; a reset also carries the phone. */
export interface CodePasswordValues {
  otp: string;
  password: string;
  confirmPassword: string;
}

/** A screen's shared schema, asked when first needed: zod and the shared schemas stay out of its first view. */
export type SchemaLoader<Schema extends z.ZodType> = () => Promise<Schema>;

/**
 * The form of a code received by SMS and a new password (account confirmation, forgotten
 * password, creation of an association, change of one's own password): one set of initial
 * values and one validation from a shared schema, the password checked as soon as it is left.
 * The schema, with zod and the phone rules it brings (~55 KB gzipped, issue 24), is loaded as
 * soon as a field is focused, and before a sending: the confirmation page's first view is then
 * as light as the login page's.
 */
export function useCodePasswordForm<
  Schema extends z.ZodType,
  Extra extends Record<string, string> = Record<never, string>,
>(loadSchema: SchemaLoader<Schema>, extra?: Extra) {
  const t = useT();
  const validator = useRef<((values: unknown) => FormErrors) | null>(null);
  const form = useForm<CodePasswordValues & Extra>({
    mode: 'controlled',
    initialValues: { ...(extra as Extra), otp: '', password: '', confirmPassword: '' },
    // Before the schema is here (a field left in the first instant), nothing is said yet: the
    // sending checks everything once it is.
    validate: (values) => validator.current?.(values) ?? {},
    validateInputOnBlur: ['password'],
  });
  const load = useCallback(async () => {
    const [schema, { zodValidate }] = await Promise.all([loadSchema(), import('@/lib/zod-form')]);
    validator.current ??= zodValidate(schema) as (values: unknown) => FormErrors;
    return schema;
  }, [loadSchema]);
  // A second tap while the schema is still on its way is the same sending, not another; the button
  // shows it is busy (a sending held before the app took the page waits for the schema here).
  const checking = useRef(false);
  const [waiting, setWaiting] = useState(false);
  /** The form's submit handler: checked by the schema, then `send` gets the body it parsed. */
  const submit = (send: (body: z.output<Schema>) => void) => (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (checking.current) return;
    checking.current = true;
    setWaiting(true);
    load()
      .then(
        (schema) => {
          if (form.validate().hasErrors) return;
          send(schema.parse(form.getValues()));
        },
        () => toast.failure(t.login.loadFailed, { long: true }),
      )
      .finally(() => {
        checking.current = false;
        setWaiting(false);
      });
  };
  return { form, submit, checking: waiting, warmUp: () => void load().catch(() => undefined) };
}

export type CodePasswordFormState<Values extends CodePasswordValues> = {
  form: UseFormReturnType<Values>;
  /** The schema is on its way for a sending. */
  checking: boolean;
  warmUp: () => void;
};

/**
 * The code field, the new password and its confirmation (show/hide, rules of the shared
 * password.ts), the submit button, and 'Renvoyer le code' with the screen's other links.
 * `beforePassword` and `beforeSubmit` hold what one screen adds (a note, 'Se souvenir de moi').
 */
export function CodePasswordForm<Values extends CodePasswordValues>({
  form: { form, checking, warmUp },
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
  form: CodePasswordFormState<Values>;
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
      <form ref={formRef} onSubmit={onSubmit} onFocus={warmUp} noValidate aria-label={label}>
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
          <Button type="submit" fullWidth loading={submitting || checking}>
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
