import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@quartier/shared';

/** 256-bit session tokens, 128-bit link tokens: base64url, from the OS random source. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Session tokens name their association (`<id>.<random>`, issue 21), so the session is found
 * inside that association's scope (and on its shard). Tokens issued before carry no prefix:
 * they all belong to the association the upgrade made of the installation, number 1.
 */
export function sessionToken(associationId: number): string {
  return `${associationId}.${randomToken(32)}`;
}

/** A confirmation link's token names its association the same way (the SMS stays one SMS). */
export function linkToken(associationId: number): string {
  return `${associationId}.${randomToken(16)}`;
}

export const UPGRADED_ASSOCIATION_ID = 1;

export function associationOfToken(token: string): number {
  const match = /^(\d{1,9})\./.exec(token);
  return match ? Number(match[1]) : UPGRADED_ASSOCIATION_ID;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Six digits from a secure source (rulings R5). */
export function randomOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Codes are stored as a hash bound to their row, so two equal codes never share a hash. */
export function hashCode(codeId: number | string, code: string): string {
  return sha256(`code:${codeId}:${code}`);
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
