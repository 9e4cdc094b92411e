import { useMutation } from '@tanstack/react-query';
import { DOCUMENTS, type DocumentKind } from '@quartier/shared';
import { download, saveFile } from '@/lib/api-client';

/**
 * GET /api/cotisation/downloadStatus | downloadLegalisation | downloadReglement |
 * downloadAssistance (anonymous): the PDF, saved under its fixed French file name.
 * Each kind has its own call, so the rules tile gets the rules (rulings R9).
 */
export async function downloadDocument(kind: DocumentKind): Promise<void> {
  const { download: route, fileName } = DOCUMENTS[kind];
  // Anonymous: the documents are public.
  const file = await download(route, {}, { anonymous: true });
  saveFile(file.type === 'application/pdf' ? file : new Blob([file], { type: 'application/pdf' }), fileName);
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
