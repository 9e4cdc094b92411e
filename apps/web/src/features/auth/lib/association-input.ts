import { SLUG_PATTERN } from '@quartier/shared';

/**
 * The slug a person means in the welcome page's field: the /a/<slug> part of a pasted address
 * (an SMS link), or what she typed, in lower case, without accents, spaces and signs turned into
 * dashes ('Entraide Bépanda' -> 'entraide-bepanda'). Null when nothing usable is left.
 */
export function slugFromInput(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const inAddress = /\/a\/([^/?#\s]+)/.exec(text)?.[1];
  let raw = inAddress ?? text;
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // Kept as typed: the pattern check below decides.
  }
  const slug = raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return SLUG_PATTERN.test(slug) ? slug : null;
}
