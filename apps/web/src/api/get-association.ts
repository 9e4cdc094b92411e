import { queryOptions, useQuery } from '@tanstack/react-query';
import { slugFromPath, type AssociationPublic } from '@quartier/shared';
import { call } from '@/lib/api-client';
import { getSession, useSession, type Session } from '@/lib/session';
import { useAddressSlug } from '@/lib/use-address-slug';

/**
 * Whose facts GET /association answers (issue 21): once signed in, the session's association
 * (the token is sent, the server ignores the address); before, the association the address names
 * (/a/<slug>/...), or the service's default one at the root addresses. Part of the query key, so
 * that no page shows another association's name from the cache.
 */
export type AssociationScope = { session: string } | { slug: string | null };

export function associationScope(session: Session | null, slug: string | null): AssociationScope {
  if (session) return { session: session.association ? `association-${session.association.id}` : 'session' };
  return { slug };
}

/** The scope of this moment, for the code outside React (router preload, title, cache writes). */
export const currentAssociationScope = () => associationScope(getSession(), slugFromPath(window.location.pathname));

/** GET /api/association: name, presentation and contact of the association. */
export async function getAssociation(scope: AssociationScope, signal?: AbortSignal): Promise<AssociationPublic> {
  const answer =
    'session' in scope
      ? await call('getAssociation', {}, { association: null, signal })
      : await call('getAssociation', {}, { anonymous: true, association: scope.slug, signal });
  return answer.association;
}

export const associationQueryOptions = (scope: AssociationScope = currentAssociationScope()) =>
  queryOptions({
    queryKey: ['association', 'session' in scope ? scope.session : `adresse-${scope.slug ?? ''}`],
    queryFn: ({ signal }) => getAssociation(scope, signal),
    staleTime: 60 * 60 * 1000,
  });

export function useAssociation() {
  const session = useSession();
  const slug = useAddressSlug();
  return useQuery(associationQueryOptions(associationScope(session, slug)));
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
