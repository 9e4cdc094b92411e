import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { parseAmount, type ParsedAmount } from '@quartier/shared';
import { currentMessages } from '@/lib/i18n';

/**
 * An amount field's text read with the one shared rule (parseAmount), then checked against the
 * field's shared zod schema (positive, maximum…), so the screen and the server say the same thing.
 */
export function readAmount(text: string, rule: z.ZodType<number>, label?: string): ParsedAmount {
  const parsed = parseAmount(text, { label });
  if (!parsed.ok) return parsed;
  const checked = rule.safeParse(parsed.value);
  if (checked.success) return parsed;
  return { ok: false, msg: checked.error.issues[0]?.message ?? currentMessages().parts.invalidAmount };
}

type XafInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (text: string) => void;
  /** The field's shared schema: the same range rule the server applies. */
  rule: z.ZodType<number>;
  /** Subject of the messages: 'Le montant' (default), 'Le transport'… */
  amountLabel?: string;
};

/**
 * Every amount field of the app: whole francs CFA (rulings R3). It shows exactly what was typed
 * (a reformatting input turned '2 500,00' into 250 000), says what is wrong as soon as the field
 * is left, and the form sends the integer readAmount gives.
 */
export function XafInput({ value, onChange, rule, amountLabel, error, onBlur, ...props }: XafInputProps) {
  const [leftWrong, setLeftWrong] = useState<string | null>(null);
  return (
    <TextInput
      size="md"
      inputMode="numeric"
      autoComplete="off"
      rightSection={
        <Text size="sm" c="dimmed" pr={8}>
          XAF
        </Text>
      }
      rightSectionWidth={52}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
      value={value}
      onChange={(event) => {
        setLeftWrong(null);
        onChange(event.currentTarget.value);
      }}
      onBlur={(event) => {
        // An empty field is only wrong once the form is sent.
        const read = value.trim() === '' ? null : readAmount(value, rule, amountLabel);
        setLeftWrong(read && !read.ok ? read.msg : null);
        onBlur?.(event);
      }}
      error={error ?? leftWrong}
    />
  );
}
