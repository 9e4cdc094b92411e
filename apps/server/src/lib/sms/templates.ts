import { formatNumber, monthName, type Langue } from '@quartier/shared';
import { SMS_MAX_LENGTH, smsText, toGsm7 } from './text.js';

/** Short sender prefix so every message fits one SMS whatever the association's name. */
function prefix(associationName: string): string {
  const plain = associationName.trim();
  return plain.length > 24 ? `${plain.slice(0, 23)}.` : plain;
}

/**
 * Every SMS text in both languages (issue 25, ADR 0029), sent in the recipient's (the person's
 * language). Plain GSM-7 and one SMS in each: text.test.ts tries each with the longest values.
 */
interface SmsWords {
  confirmation: (from: string, code: string, link: string) => string;
  reset: (from: string, code: string) => string;
  /** The service's own code to create an association (no association name: see creationSms). */
  creation: (code: string, minutes: number) => string;
  due: (from: string, due: string, caisse: 1 | 3, year: number) => string;
  /** A fund as a receipt names it: short, lower case. */
  receiptFund: Record<1 | 3, string>;
  receipt: string;
  correction: string;
  before: string;
}

const WORDS: Record<Langue, SmsWords> = {
  fr: {
    confirmation: (from, code, link) => `${from}: code ${code}. Activez votre compte ici: ${link} (valable 48 h)`,
    reset: (from, code) =>
      `${from}: votre code de reinitialisation est ${code}. Il expire dans 10 min. Ne le donnez a personne.`,
    creation: (code, minutes) =>
      `Quartier : code ${code} pour creer votre association. Valable ${minutes} min. Ne le donnez a personne.`,
    due: (from, due, caisse, year) =>
      `${from}: rappel, il vous reste ${due} XAF ${caisse === 3 ? `de cotisation mensuelle ${year}` : 'au fonds de solidarite'} a verser. Merci.`,
    receiptFund: { 1: 'fonds de solidarite', 3: 'caisse mensuelle' },
    receipt: 'recu',
    correction: 'Correction',
    before: 'avant',
  },
  en: {
    confirmation: (from, code, link) => `${from}: code ${code}. Activate your account: ${link} (valid 48 h)`,
    reset: (from, code) => `${from}: your password reset code is ${code}. It expires in 10 min. Do not share it.`,
    creation: (code, minutes) =>
      `Quartier: code ${code} to create your association. Valid for ${minutes} min. Do not share it.`,
    due: (from, due, caisse, year) =>
      `${from}: reminder, you still owe ${due} XAF ${caisse === 3 ? `of ${year} monthly contributions` : 'to the solidarity fund'}. Thank you.`,
    receiptFund: { 1: 'solidarity fund', 3: 'monthly fund' },
    receipt: 'receipt',
    correction: 'Correction',
    before: 'before',
  },
};

/** The SMS words of both languages, for the check that neither misses one (lib/words.test.ts). */
export const SMS_WORDS: Readonly<Record<Langue, SmsWords>> = WORDS;

export function confirmationSms(langue: Langue, associationName: string, code: string, link: string): string {
  return smsText(WORDS[langue].confirmation(prefix(associationName), code, link));
}

export function resetSms(langue: Langue, associationName: string, code: string): string {
  return smsText(WORDS[langue].reset(prefix(associationName), code));
}

/** What a member behind on a fund still owes (the monthly reminder, the Secrétaire's reminders). */
export function dueReminderSms(
  langue: Langue,
  associationName: string,
  due: number,
  caisse: 1 | 3,
  year: number,
): string {
  return smsText(WORDS[langue].due(prefix(associationName), String(due), caisse, year));
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
 * whoever asks, so a text of theirs (the association's name) would go to a stranger's phone. In
 * the phone's person's language when the phone is known, else the visitor's (creation.ts).
 */
export function creationSms(langue: Langue, code: string, minutes: number): string {
  return smsText(WORDS[langue].creation(code, minutes));
}

/** '1 250 000' ('1,250,000'): the app's grouping, plain spaces in French (GSM-7), never six digits in a row. */
function amount(value: number, langue: Langue): string {
  return toGsm7(formatNumber(value, langue));
}

/** 'fevrier' ('February'): the app's month names, French ones lower case and without accents. */
function monthOf(mois: number, langue: Langue): string {
  return toGsm7(langue === 'fr' ? monthName(mois, 'fr').toLowerCase() : monthName(mois, 'en'));
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
export function receiptSms(
  langue: Langue,
  associationName: string,
  fields: ReceiptSmsFields & { montant: number },
): string {
  const words = WORDS[langue];
  const month = `${monthOf(fields.mois, langue)} ${fields.annee}`;
  return smsText(
    `${prefix(plainGsm7(associationName))}: ${words.receipt} ${fields.numero}. ${amount(fields.montant, langue)} XAF ${words.receiptFund[fields.caisse]} ${month}. Total ${fields.annee}: ${amount(fields.totalAnnee, langue)} XAF.`,
  );
}

/**
 * The receipt of a correction: the month's new total, the old one when it fits, the year's new
 * total. Its own number: the member can tell it from the payment it corrects.
 */
export function correctionReceiptSms(
  langue: Langue,
  associationName: string,
  fields: ReceiptSmsFields & { ancienTotal: number; nouveauTotal: number },
): string {
  const words = WORDS[langue];
  const head = `${prefix(plainGsm7(associationName))}: ${words.receipt} ${fields.numero}. ${words.correction} ${words.receiptFund[fields.caisse]} ${monthOf(fields.mois, langue)} ${fields.annee}: ${amount(fields.nouveauTotal, langue)} XAF`;
  const tail = `. Total ${fields.annee}: ${amount(fields.totalAnnee, langue)} XAF.`;
  return firstFitting([`${head} (${words.before} ${amount(fields.ancienTotal, langue)})${tail}`, `${head}${tail}`]);
}
