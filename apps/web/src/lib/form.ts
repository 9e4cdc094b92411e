import { schemaResolver } from '@mantine/form';
import type { z } from 'zod';

/**
 * Mantine form validation from a shared zod schema (zod 4 implements Standard Schema).
 * Messages are the French ones of the shared schemas.
 */
export function zodValidate(schema: z.ZodType) {
  return schemaResolver(schema, { sync: true });
}

/** Keeps digits only: the SMS code field refuses spaces and letters, and accepts a paste. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
