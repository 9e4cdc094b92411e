/**
 * The one rule for matching a search text (issue 20): case and accents are ignored, so `cedric`
 * finds « Cédric ». The server applies it in SQL with translate() (no `unaccent` extension in
 * PGlite) and the screens that filter a list they already have apply it in JavaScript: both read
 * the same map, so they cannot disagree.
 */

function accentMap(): { from: string; to: string } {
  let from = '';
  let to = '';
  // Latin-1 Supplement and Latin Extended-A: every letter whose decomposition is an ASCII letter
  // followed by accents ('É' -> 'E', 'ç' -> 'c'); letters without one ('ø', 'ł') stay as they are.
  for (let code = 0xc0; code <= 0x17f; code++) {
    const letter = String.fromCharCode(code);
    const base = letter.normalize('NFD').charAt(0);
    if (base !== letter && /^[A-Za-z]$/.test(base)) {
      from += letter;
      to += base;
    }
  }
  return { from, to };
}

/** The arguments of SQL `translate(column, from, to)`: accented letters and their plain ones. */
export const SEARCH_ACCENTS = accentMap();

const PLAIN_OF = new Map([...SEARCH_ACCENTS.from].map((letter, index) => [letter, SEARCH_ACCENTS.to.charAt(index)]));

/** A text as searches compare it: accents removed (the map above), then lower case. */
export function foldSearchText(text: string): string {
  let plain = '';
  for (const letter of text.normalize('NFC')) plain += PLAIN_OF.get(letter) ?? letter;
  return plain.toLowerCase();
}

/** A phone number as typed (`6 77 10 00 24`, `+237 677-10-00-24`): its digits, else null. */
export function phoneSearchDigits(query: string): string | null {
  const trimmed = query.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 3 ? digits : null;
}

/**
 * The words of a search: a block written in full (`Bloc C`) stays one phrase matched against the
 * whole block name, so that it does not also find every name with a « c »; the other words are
 * matched one by one.
 */
export function searchWords(query: string): { blocs: string[]; words: string[] } {
  const folded = foldSearchText(query).replace(/\s+/g, ' ').trim();
  const blocs: string[] = [];
  const rest = folded.replace(/(?:^| )bloc ([^ ]+)/g, (_match, name: string) => {
    blocs.push(`bloc ${name}`);
    return ' ';
  });
  return { blocs, words: rest.split(' ').filter(Boolean) };
}
