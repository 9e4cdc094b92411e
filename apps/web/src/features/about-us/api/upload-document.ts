import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind } from '@quartier/shared';
import { call } from '@/lib/api-client';
import { documentsQueryKey } from './get-documents';

/** Up to 10 MB on a slow mobile network: longer than the JSON calls' 30 s. */
const UPLOAD_TIMEOUT_MS = 180_000;

/**
 * PUT /api/cotisation/documents/:kind (Président or Secrétaire): the PDF itself as the body
 * (Content-Type application/pdf, from the contract). The server checks the content and keeps the
 * old versions.
 */
export function uploadDocument({ kind, file }: { kind: DocumentKind; file: File }) {
  return call('replaceDocument', { params: { kind } }, { rawBody: file, timeoutMs: UPLOAD_TIMEOUT_MS });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}
