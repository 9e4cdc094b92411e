/** Blocks are compared without case, accents or extra spaces: 'bloc a' is 'Bloc A' (issue 3). */
export function blocKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A new block's spelling: single spaces, each word capitalised ('bloc  a' -> 'Bloc A'). */
export function canonicalBloc(name: string): string {
  return name
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => word.charAt(0).toLocaleUpperCase('fr-FR') + word.slice(1))
    .join(' ');
}

/** Uses the spelling of an existing block when one matches, else the canonical spelling. */
export function resolveBloc(input: string, existing: readonly string[]): string {
  const key = blocKey(input);
  return existing.find((bloc) => blocKey(bloc) === key) ?? canonicalBloc(input);
}
