import { defineFeatureCatalogue } from '@/lib/i18n/feature-catalogue';
import { fr } from './fr';

/** The words of the pages before sign-in: useMessages() in a component, messages() outside React. */
export const { useMessages, messages } = defineFeatureCatalogue(fr, () => import('./en'));
