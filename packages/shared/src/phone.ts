import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { DEFAULT_PHONE_REGION } from './constants.js';

/**
 * One phone, one login: '677 12 34 56', '677123456', '+237677123456' and
 * '00237677123456' all become '+237677123456' (rulings R3). Null when not a valid number.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > 32 || !/^[+\d\s().-]+$/.test(trimmed)) return null;
  const parsed = parsePhoneNumberFromString(trimmed, DEFAULT_PHONE_REGION);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

/** For logs and for members who must not read another member's number: keeps the last 2 digits. */
export function maskPhone(e164: string): string {
  return e164.length <= 4 ? '••••' : `${e164.slice(0, 4)}••••••${e164.slice(-2)}`;
}

/** Readable national form for screens: '+237677123456' -> '6 77 12 34 56'. */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed ? parsed.formatNational() : e164;
}
