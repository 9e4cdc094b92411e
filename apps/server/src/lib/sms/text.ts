/** Plain GSM-7 text, one SMS (rulings R6): accents are dropped, the length is checked. */
const GSM7 = /^[A-Za-z0-9 @£$¥\n\r_!"#%&'()*+,\-./:;<=>?¡¿ÄÖÑÜ§äöñüà]*$/;
export const SMS_MAX_LENGTH = 160;

export function toGsm7(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[’‘]/g, "'")
      .replace(/[«»“”]/g, '"')
      // French amounts are grouped with narrow no-break spaces ('5 000 XAF'): keep them as spaces.
      .replace(/[\u00a0\u2007\u2009\u202f]/g, ' ')
      .replace(/[^\x20-\x7e\n]/g, '')
  );
}

export function isSingleGsm7Sms(text: string): boolean {
  return text.length <= SMS_MAX_LENGTH && GSM7.test(text);
}

export function smsText(text: string): string {
  const plain = toGsm7(text);
  if (!isSingleGsm7Sms(plain)) throw new Error(`SMS trop long ou hors GSM-7 (${plain.length} caractères)`);
  return plain;
}
