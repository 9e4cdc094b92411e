import { useMutation } from '@tanstack/react-query';
import { DOCUMENTS, type DocumentKind } from '@quartier/shared';
import { fetchFile } from '../lib/binary-request';

/**
 * GET /api/cotisation/downloadStatus | downloadLegalisation | downloadReglement |
 * downloadAssistance (anonymous): the PDF, saved under its fixed French file name.
 * Each kind has its own call, so the rules tile gets the rules (rulings R9).
 */
export async function downloadDocument(kind: DocumentKind): Promise<void> {
  const { download, fileName } = DOCUMENTS[kind];
  const file = await fetchFile(`/cotisation/${download}`);
  const pdf = file.type === 'application/pdf' ? file : new Blob([file], { type: 'application/pdf' });
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; keep the URL a little for slow phones.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
