import { use } from 'react';
import { featureCatalogues, type LoadableCatalogue } from './feature-registry';
import { currentLanguage, useLanguage } from './index';

/*
 * A feature's own words (ADR 0029, 'Catalogues by feature'). The app-wide catalogue (fr.ts) ships
 * with the entry and holds what every page shows; a feature's words travel with the feature's
 * lazy chunk, so the login page does not carry the fund pages' texts (its 150 Ko budget). The
 * French is imported with the feature; the English is its own small chunk, loaded when the
 * language is English: by setLanguage for the features already on screen, and by the first
 * screen of a feature opened later (it waits in the page's Suspense while its words arrive).
 */

export interface FeatureCatalogue<M> {
  /** In a component: the feature's words in the current language; draws again when it changes. */
  useMessages(): M;
  /** Outside React (a toast raised by a callback): the words in the current language. */
  messages(): M;
}

/**
 * `fr` is the French catalogue of the feature (its shape is the contract); `loadEnglish` its
 * English chunk, `() => import('./en')`, typed by the French one.
 */
export function defineFeatureCatalogue<M>(fr: M, loadEnglish: () => Promise<{ en: M }>): FeatureCatalogue<M> {
  let english: M | null = null;
  let pending: Promise<void> | null = null;
  const feature: LoadableCatalogue = {
    load() {
      pending ??= loadEnglish().then(
        (module) => {
          english = module.en;
          // Marked as React marks a promise it has seen settle, so use() returns at once.
          Object.assign(pending!, { status: 'fulfilled', value: undefined });
        },
        (error: unknown) => {
          // A failed chunk (offline) may be fetched again on the next try.
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
  featureCatalogues.add(feature);

  return {
    useMessages() {
      const langue = useLanguage();
      if (langue === 'fr') return fr;
      // Called in English even once loaded (it then returns at once): a component that waited
      // here is drawn again from this point, and skipping use() then broke the order of the
      // hooks after it (React error 467, recovered as #520 on the creation and not-found pages).
      use(feature.load());
      return english ?? fr;
    },
    messages() {
      return currentLanguage() === 'en' && english ? english : fr;
    },
  };
}
