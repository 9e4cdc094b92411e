import { useMutation } from '@tanstack/react-query';
import { DOCUMENTS, type DocumentKind } from '@quartier/shared';
import { saveFile } from '@/lib/api-client';
import { fetchFile } from '../lib/binary-request';

/**
 * GET /api/cotisation/downloadStatus | downloadLegalisation | downloadReglement |
 * downloadAssistance (anonymous): the PDF, saved under its fixed French file name.
 * Each kind has its own call, so the rules tile gets the rules (rulings R9).
 */
export async function downloadDocument(kind: DocumentKind): Promise<void> {
  const { download, fileName } = DOCUMENTS[kind];
  const file = await fetchFile(`/cotisation/${download}`);
  saveFile(file.type === 'application/pdf' ? file : new Blob([file], { type: 'application/pdf' }), fileName);
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
