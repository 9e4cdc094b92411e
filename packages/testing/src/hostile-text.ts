/*
 * Hostile text both the shared schemas' tests and the server's generated hostile input use: one
 * list, so that what the API is checked against is what the text primitive is proven to refuse.
 */

/**
 * Control, bidi and invisible format characters, line and paragraph separators, and lone
 * surrogates: no text a person types may hold one, in a line or in a paragraph (textSchema,
 * packages/shared/src/schemas/common.ts).
 */
export const HIDDEN_CHARACTERS: readonly string[] = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u00ad',
  '\u061c',
  '\u200b',
  '\u200c',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2060',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\ud800',
  '\udc00',
];

/** What a paragraph keeps and a line refuses: line breaks, tabs, the joiner of emoji sequences. */
export const PARAGRAPH_ONLY_CHARACTERS: readonly string[] = ['\n', '\t', '\u200d'];

/** The classic injection payloads: SQL, script, path traversal, an encoded NUL. */
export const INJECTION_STRINGS: readonly string[] = [
  "' OR 1=1 --",
  "'; DROP TABLE membres; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
];
