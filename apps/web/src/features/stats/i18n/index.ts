import { defineFeatureCatalogue } from '@/lib/i18n/feature-catalogue';
import { fr } from './fr';

/** The statistics' words: French with the page, English fetched when chosen (ADR 0029). */
export const statsCatalogue = defineFeatureCatalogue(fr, () => import('./en'));
export const useStatsMessages = statsCatalogue.useMessages;
