import { defineFeatureCatalogue } from '@/lib/i18n/feature-catalogue';
import { fr } from './fr';

/** The journal's words: `useMessages()` in a component, `messages()` outside React. */
export const { useMessages, messages } = defineFeatureCatalogue(fr, () => import('./en'));
