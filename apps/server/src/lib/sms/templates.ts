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
