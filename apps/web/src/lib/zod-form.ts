import { schemaResolver } from '@mantine/form';
import { z } from 'zod';

// The shared package sets zod's French messages in its index; the web build treats the
// shared package as free of side effects (see vite.config.ts), so the setting is applied
// here, where forms are validated.
z.config(z.locales.fr());

/**
 * Mantine form validation from a shared zod schema (zod 4 implements Standard Schema).
 * Messages are the French ones of the shared schemas.
 */
export function zodValidate(schema: z.ZodType) {
  return schemaResolver(schema, { sync: true });
}
