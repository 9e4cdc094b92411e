import { amountMessages, fieldLabel, type AmountMessages } from './validation-messages.js';

// Apart from money.ts: the web app's entry uses money.ts's sums, and a module it imports travels
// in it whole, here with every field message; parseAmount is only used by lazily loaded forms.

// --- Amount typed in a field (issue 20) ------------------------------------------------------
/**
 * Integer part: grouped by spaces ('2 500') or dots ('2.500'), or plain digits. Grouped forms come
 * first so that '2.500' is read as grouping, never as 2.5. A dot followed by exactly three digits
 * is always grouping, so it is never taken as decimals.
 */
const AMOUNT_PATTERN = /^(\d{1,3}(?: \d{3})+|\d{1,3}(?:\.\d{3})+|\d+)(?:([.,])(\d*))?$/;
/** Every space a French keyboard or a copy-paste puts between digit groups. */
const SPACES = /[\s\u00a0\u2007\u2009\u202f]/g;

export type ParsedAmount = { ok: true; value: number } | { ok: false; msg: string };

/**
 * The one reading of an amount a person typed (every amount field of the web app): whole francs
 * CFA written '2500', '2 500' or '2.500'; zero decimals ('2 500,00', '2500.00') are dropped.
 * Anything else (centimes, signs, exponents, letters, amounts past exact integers) is refused with
 * a message (French, or the language of validation-language.ts; `label` is the French label,
 * translated by fieldLabel) instead of being silently turned into another number. Range rules (positive,
 * maximum) stay with each field's zod schema.
 */
export function parseAmount(text: string, { label = 'Le montant' }: { label?: string } = {}): ParsedAmount {
  return readAmountText(text, amountMessages(), fieldLabel(label));
}

function readAmountText(text: string, say: AmountMessages, label: string): ParsedAmount {
  const written = text.replace(SPACES, ' ').trim();
  if (written === '') return { ok: false, msg: say.required(label) };
  if (/^[-\u2212]/.test(written)) {
    const unsigned = readAmountText(written.slice(1), say, label);
    const isNumber = unsigned.ok || unsigned.msg === say.centimes(label);
    return { ok: false, msg: isNumber ? say.negative(label) : say.invalid(label) };
  }
  const match = AMOUNT_PATTERN.exec(written);
  if (!match) return { ok: false, msg: say.invalid(label) };
  const [, whole = '', decimalMark, decimals = ''] = match;
  const groupedByDots = whole.includes('.');
  if (decimalMark === '.' && (groupedByDots || decimals.length === 3)) {
    return { ok: false, msg: say.invalid(label) };
  }
  // '2,500' is 2 500 to an anglophone and 2,5 to a francophone, '5,000' is 5 000 or 5: a comma
  // before exactly three digits is always refused, with how to write it (never read as 5).
  if (decimalMark === ',' && decimals.length === 3) return { ok: false, msg: say.commaGrouping(label) };
  if (/[1-9]/.test(decimals)) return { ok: false, msg: say.centimes(label) };
  const digits = whole.replace(/[ .]/g, '');
  if (BigInt(digits) > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, msg: say.tooLarge(label) };
  return { ok: true, value: Number(digits) };
}
// --- end of amount typed in a field ----------------------------------------------------------
