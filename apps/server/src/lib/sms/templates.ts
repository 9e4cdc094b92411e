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
 * A founder's code (issue 22). Sent by the service, not by an association (it does not exist
 * yet): the association's name, cut to fit, tells the founder what the code is for.
 */
export function creationSms(associationName: string, code: string, minutes: number): string {
  const tail = `: code ${code} pour creer votre association sur Quartier. Valable ${minutes} min. Ne le donnez a personne.`;
  const name = plainGsm7(associationName);
  const room = SMS_MAX_LENGTH - tail.length;
  const shown = (name.length <= room ? name : `${name.slice(0, room - 1).trimEnd()}.`) || 'Quartier';
  return smsText(`${shown}${tail}`);
}
