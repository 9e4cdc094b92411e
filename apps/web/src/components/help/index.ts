import { defineFeatureCatalogue } from '@/lib/i18n/feature-catalogue';
import { fr } from './fr';

/** The help modal's words, loaded with it (HelpModal.tsx is a lazy chunk of the top bar). */
export const { useMessages } = defineFeatureCatalogue(fr, () => import('./en'));
