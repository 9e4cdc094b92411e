import { TextInput, type TextInputProps } from '@mantine/core';
import { useT } from '@/lib/i18n';

/**
 * A Cameroonian phone number field: the phone's number keypad, the browser's own number
 * offered, the local way of writing one as example. Label and autocomplete can be changed (an
 * association's contact numbers are not the person's own).
 */
export function PhoneInput({ label, autoComplete = 'tel', ...props }: TextInputProps) {
  const t = useT();
  return (
    <TextInput
      label={label ?? t.authForms.phone}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder="6 90 00 00 01"
      {...props}
    />
  );
}
