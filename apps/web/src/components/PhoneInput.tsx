import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A Cameroonian phone number field: the phone's number keypad, the browser's own number
 * offered, the local way of writing one as example. Label and autocomplete can be changed (an
 * association's contact numbers are not the person's own).
 */
export function PhoneInput({ label = 'Téléphone', autoComplete = 'tel', ...props }: TextInputProps) {
  return (
    <TextInput
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder="6 90 00 00 01"
      {...props}
    />
  );
}
