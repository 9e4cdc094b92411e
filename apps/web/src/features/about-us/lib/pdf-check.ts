import { DOCUMENT_MAX_BYTES } from '@quartier/shared';
import { currentLanguage } from '@/lib/i18n';
import { messages } from '../i18n';

const MEGABYTE = 1024 * 1024;
const sizeFormats = {
  fr: new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }),
};

/** '245 Ko', '3,4 Mo' ('245 KB', '3.4 MB' in English): the unit kept on the same line. */
export function formatFileSize(bytes: number): string {
  const words = messages().replace;
  if (bytes >= MEGABYTE) return `${sizeFormats[currentLanguage()].format(bytes / MEGABYTE)}\u00a0${words.megabytes}`;
  return `${Math.max(1, Math.round(bytes / 1024))}\u00a0${words.kilobytes}`;
}

/** The largest document accepted, as written to the reader ('10 Mo'). */
export const maxSizeLabel = () => formatFileSize(DOCUMENT_MAX_BYTES);

/**
 * What is wrong with a chosen file before it is sent, or null. The server checks the content
 * again (rulings R11); checking here spares a 10 MB upload on a mobile connection for nothing.
 */
export async function pdfProblem(file: File): Promise<string | null> {
  const words = messages().replace;
  if (file.size === 0) return words.empty;
  if (file.size > DOCUMENT_MAX_BYTES) return words.tooLarge(formatFileSize(file.size), maxSizeLabel());
  // A PDF starts with '%PDF-', whatever its name or the type the phone gives it.
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  const magic = String.fromCharCode(...head);
  if (magic !== '%PDF-') return words.notPdf;
  return null;
}
