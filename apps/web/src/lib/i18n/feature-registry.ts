import type { Langue } from '@quartier/shared';

/** The features whose words have been loaded (feature-catalogue.ts); a module of its own, no import loop. */
export interface LoadableCatalogue {
  load(): Promise<void>;
}

export const featureCatalogues = new Set<LoadableCatalogue>();

/** Before the app switches to English: the English of every feature already loaded. */
export function loadFeatureCatalogues(langue: Langue): Promise<unknown> {
  if (langue === 'fr') return Promise.resolve();
  return Promise.all([...featureCatalogues].map((feature) => feature.load()));
}
