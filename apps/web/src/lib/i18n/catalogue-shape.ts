/**
 * The shape a catalogue has in every language: the French one's, each text a string or a function
 * of the same values. Each catalogue's `en.ts` is typed by it (a missing or extra message does not
 * compile).
 */
export type CatalogueShape<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { [K in keyof T]: CatalogueShape<T[K]> };
