import { DOCUMENT_MAX_BYTES } from '@quartier/shared';

const MEGABYTE = 1024 * 1024;
const sizeFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** '245 Ko', '3,4 Mo': sizes as a French reader writes them, the unit kept on the same line. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MEGABYTE) return `${sizeFormat.format(bytes / MEGABYTE)}\u00a0Mo`;
  return `${Math.max(1, Math.round(bytes / 1024))}\u00a0Ko`;
}

export const MAX_SIZE_LABEL = formatFileSize(DOCUMENT_MAX_BYTES);

/**
 * What is wrong with a chosen file before it is sent, or null. The server checks the content
 * again (rulings R11); checking here spares a 10 MB upload on a mobile connection for nothing.
 */
export async function pdfProblem(file: File): Promise<string | null> {
  if (file.size === 0) return 'Ce fichier est vide.';
  if (file.size > DOCUMENT_MAX_BYTES) {
    return `Ce fichier pèse ${formatFileSize(file.size)}\u00a0: la limite est de ${MAX_SIZE_LABEL}. Réduisez-le (par exemple en le numérisant en noir et blanc ou en qualité moindre) puis réessayez.`;
  }
  // A PDF starts with '%PDF-', whatever its name or the type the phone gives it.
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  const magic = String.fromCharCode(...head);
  if (magic !== '%PDF-') {
    return 'Ce fichier n’est pas un PDF. Choisissez un document PDF (une photo ou un fichier Word doit d’abord être enregistré en PDF).';
  }
  return null;
}
