import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssociationPublic } from '@quartier/shared';
import { api } from '@/lib/api-client';
import { associationShape } from './shapes';

/** GET /api/association (anonymous): name, presentation and contact of the association. */
export async function getAssociation(signal?: AbortSignal): Promise<AssociationPublic> {
  const answer = await api.get('/association', associationShape, { anonymous: true, signal });
  return answer.association;
}

export const associationQueryOptions = () =>
  queryOptions({
    queryKey: ['association'],
    queryFn: ({ signal }) => getAssociation(signal),
    staleTime: 60 * 60 * 1000,
  });

export function useAssociation() {
  return useQuery(associationQueryOptions());
}

/** 'Contactez-nous': WhatsApp when set, else a phone call (rulings R9). Null when neither. */
export function contactHref(association: AssociationPublic | undefined): string | null {
  if (!association) return null;
  const whatsappDigits = association.whatsapp?.replace(/\D/g, '') ?? '';
  if (whatsappDigits) return `https://wa.me/${whatsappDigits}`;
  const phone = association.contactTelephone?.replace(/[^\d+]/g, '') ?? '';
  if (phone) return `tel:${phone}`;
  return null;
}
