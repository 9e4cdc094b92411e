import { defineFeatureCatalogue } from '@/lib/i18n/feature-catalogue';
import { fr } from './fr';

/** The words of the Inscriptions page and the member forms: French with the feature, English a chunk of its own. */
export const { useMessages, messages } = defineFeatureCatalogue(fr, () => import('./en'));
