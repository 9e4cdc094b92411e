import { FRENCH_MONTHS, formatNumber } from '@quartier/shared';
import { SMS_MAX_LENGTH, smsText, toGsm7 } from './text.js';

/** Short sender prefix so every message fits one SMS whatever the association's name. */
function prefix(associationName: string): string {
  const plain = associationName.trim();
  return plain.length > 24 ? `${plain.slice(0, 23)}.` : plain;
}

export function confirmationSms(associationName: string, code: string, link: string): string {
  return smsText(`${prefix(associationName)}: code ${code}. Activez votre compte ici: ${link} (valable 48 h)`);
}

export function resetSms(associationName: string, code: string): string {
  return smsText(
    `${prefix(associationName)}: votre code de reinitialisation est ${code}. Il expire dans 10 min. Ne le donnez a personne.`,
  );
}

/** What a member behind on a fund still owes (the monthly reminder, the Secrétaire's reminders). */
export function dueReminderSms(associationName: string, due: number, caisse: 1 | 3, year: number): string {
  const fund = caisse === 3 ? `de cotisation mensuelle ${year}` : 'au fonds de solidarite';
  return smsText(`${prefix(associationName)}: rappel, il vous reste ${due} XAF ${fund} a verser. Merci.`);
}

/** The Secrétaire's reminder to one member: her title and text, cut to one SMS. */
export function personalReminderSms(associationName: string, titre: string, contenu: string): string {
  const whole = plainGsm7(`${prefix(associationName)}: ${titre}. ${contenu}`);
  return smsText(whole.length <= SMS_MAX_LENGTH ? whole : `${whole.slice(0, SMS_MAX_LENGTH - 3).trimEnd()}...`);
}

/** Free text in a GSM-7 SMS: no extension characters, which count double or are refused. */
function plainGsm7(text: string): string {
  return toGsm7(text.replace(/\s+/g, ' ').trim())
    .replace(/[[{]/g, '(')
    .replace(/[\]}]/g, ')')
    .replace(/[~^|\\`]/g, '')
    .replace(/ {2,}/g, ' ');
}

/**
 * The code of an association's creation. Only the service's own words: the number is typed by
 * whoever asks, so a text of theirs (the association's name) would go to a stranger's phone.
 */
export function creationSms(code: string, minutes: number): string {
  return smsText(
    `Quartier : code ${code} pour creer votre association. Valable ${minutes} min. Ne le donnez a personne.`,
  );
}

/** A fund as a receipt names it: short, lower case, GSM-7. */
const RECEIPT_FUND = { 1: 'fonds de solidarite', 3: 'caisse mensuelle' } as const;

/** '1 250 000': the app's grouping with plain spaces (GSM-7), so never six digits in a row. */
function amount(value: number): string {
  return toGsm7(formatNumber(value));
}

/** 'fevrier': the app's month names, lower case, without accents. */
function monthOf(mois: number): string {
  return toGsm7(FRENCH_MONTHS[mois - 1]!.toLowerCase());
}

export interface ReceiptSmsFields {
  numero: string;
  caisse: 1 | 3;
  /** The month and year the money is for (1-12). */
  mois: number;
  annee: number;
  /** What the member now has paid into this fund for `annee`, this payment included. */
  totalAnnee: number;
}

/** The first text that fits one SMS: the longest wording when the amounts leave room for it. */
function firstFitting(candidates: string[]): string {
  const plain = candidates.map(toGsm7);
  return smsText(plain.find((text) => text.length <= SMS_MAX_LENGTH) ?? plain.at(-1)!);
}

/**
 * The receipt of a recorded payment (issue 26, ADR 0021), e.g.
 * 'ARB Bonamoussadi: recu R-26-00042. 5 000 XAF caisse mensuelle mars 2026. Total 2026: 45 000 XAF.'
 */
export function receiptSms(associationName: string, fields: ReceiptSmsFields & { montant: number }): string {
  const month = `${monthOf(fields.mois)} ${fields.annee}`;
  return smsText(
    `${prefix(plainGsm7(associationName))}: recu ${fields.numero}. ${amount(fields.montant)} XAF ${RECEIPT_FUND[fields.caisse]} ${month}. Total ${fields.annee}: ${amount(fields.totalAnnee)} XAF.`,
  );
}

/**
 * The receipt of a correction: the month's new total, the old one when it fits, the year's new
 * total. Its own number: the member can tell it from the payment it corrects.
 */
export function correctionReceiptSms(
  associationName: string,
  fields: ReceiptSmsFields & { ancienTotal: number; nouveauTotal: number },
): string {
  const head = `${prefix(plainGsm7(associationName))}: recu ${fields.numero}. Correction ${RECEIPT_FUND[fields.caisse]} ${monthOf(fields.mois)} ${fields.annee}: ${amount(fields.nouveauTotal)} XAF`;
  const tail = `. Total ${fields.annee}: ${amount(fields.totalAnnee)} XAF.`;
  return firstFitting([`${head} (avant ${amount(fields.ancienTotal)})${tail}`, `${head}${tail}`]);
}
