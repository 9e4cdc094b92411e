import { TextInput, type TextInputProps } from '@mantine/core';
import { OTP_LENGTH } from '@quartier/shared';
import { digitsOnly } from '@/lib/form';
import { useT } from '@/lib/i18n';

/**
 * The 6-digit code received by SMS: one field (so SMS autofill and paste work, and screen
 * readers hear one field), digits only, spaces and letters are dropped, 6 digits at most.
 */
export interface OtpInputProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
}

export function OtpInput({ value, onChange, label, ...rest }: OtpInputProps) {
  const t = useT().authForms;
  return (
    <TextInput
      label={label ?? t.code}
      description={t.digits(OTP_LENGTH)}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`\\d{${OTP_LENGTH}}`}
      placeholder={'•'.repeat(OTP_LENGTH)}
      {...rest}
      value={value}
      onChange={(event) => onChange(digitsOnly(event.currentTarget.value, OTP_LENGTH))}
      styles={{
        input: {
          fontFamily: 'var(--mantine-font-family-monospace)',
          fontSize: 'var(--mantine-font-size-xl)',
          letterSpacing: '0.5em',
          textAlign: 'center',
        },
      }}
    />
  );
}
