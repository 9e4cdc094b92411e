import { smsText } from './text.js';

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
