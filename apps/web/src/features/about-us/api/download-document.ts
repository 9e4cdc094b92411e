import { useMutation } from '@tanstack/react-query';
import { DOCUMENTS, type DocumentKind } from '@quartier/shared';
import { download, saveFile } from '@/lib/api-client';

/**
 * GET /api/cotisation/downloadStatus | downloadLegalisation | downloadReglement |
 * downloadAssistance (anonymous): the PDF, saved under its name in the reader's language
 * (the page's catalogue: the shared DOCUMENT_NAMES).
 * Each kind has its own call, so the rules tile gets the rules (rulings R9).
 */
export async function downloadDocument({ kind, fileName }: { kind: DocumentKind; fileName: string }): Promise<void> {
  const route = DOCUMENTS[kind].download;
  // Anonymous: the documents are public.
  const file = await download(route, {}, { anonymous: true });
  saveFile(file.type === 'application/pdf' ? file : new Blob([file], { type: 'application/pdf' }), fileName);
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
