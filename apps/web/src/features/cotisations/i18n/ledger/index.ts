import { defineFeatureCatalogue } from '@/lib/i18n/feature-catalogue';
import { fr } from './fr';

/** The fund pages' words: French with the pages, English a chunk of its own (ADR 0029). */
export const { useMessages, messages } = defineFeatureCatalogue(fr, () => import('./en'));
export { fr };
export type { LedgerMessages } from './fr';
