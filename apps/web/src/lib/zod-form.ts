import { schemaResolver } from '@mantine/form';
import { z } from 'zod';
import { FOLLOW_VALIDATION_LANGUAGE } from '@quartier/shared';

// The shared package sets zod's own messages in its index; the web build treats the shared
// package as free of side effects (see vite.config.ts), so the setting is applied here, where
// forms are validated: French, or English once setLanguage switches (ADR 0029).
z.config(FOLLOW_VALIDATION_LANGUAGE);

/**
 * Mantine form validation from a shared zod schema (zod 4 implements Standard Schema).
 * Messages are those of the shared schemas, in the reader's language (chosen as each issue is
 * raised: a form validated again after a switch speaks the new language).
 */
export function zodValidate(schema: z.ZodType) {
  return schemaResolver(schema, { sync: true });
}
