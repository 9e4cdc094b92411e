import type { Langue } from '@quartier/shared';

/**
 * The sample documents a new association starts with (issue 7), written in the founder's
 * language (issue 25): the lines saying they are samples (their titles: the shared DOCUMENT_NAMES).
 * WinAnsi only (sample-pdf.ts writes latin1).
 */
const fr = {
  sampleTitle: (title: string) => `${title} (EXEMPLE)`,
  sampleLines: [
    'EXEMPLE - document de demonstration.',
    'Ce fichier n’est pas le vrai document de l’association.',
    'Le President ou la Secretaire le remplace depuis la page',
    '« A propos de nous » : bouton « Remplacer ».',
  ],
};

export type DocumentWords = typeof fr;

const en: DocumentWords = {
  sampleTitle: (title) => `${title} (SAMPLE)`,
  sampleLines: [
    'SAMPLE - demonstration document.',
    'This file is not the association’s real document.',
    'The President or the Secretary replaces it from the page',
    '"About us": button "Replace".',
  ],
};

export const DOCUMENT_WORDS: Record<Langue, DocumentWords> = { fr, en };
