import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentResponseSchema, type DocumentKind } from '@quartier/shared';
import { ApiError } from '@/lib/api-client';
import { putFile } from '../lib/binary-request';
import { documentsQueryKey } from './get-documents';

/**
 * PUT /api/cotisation/documents/:kind (Président or Secrétaire): the PDF itself as the body
 * (Content-Type application/pdf). The server checks the content and keeps the old versions.
 */
export async function uploadDocument({ kind, file }: { kind: DocumentKind; file: File }) {
  const body = await putFile(`/cotisation/documents/${kind}`, file, 'application/pdf');
  const parsed = documentResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError('Réponse inattendue du serveur.', 200);
  return parsed.data;
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}
