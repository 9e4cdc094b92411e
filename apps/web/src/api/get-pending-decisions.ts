import { queryOptions, useQuery } from '@tanstack/react-query';
import { counterpartRole, type PendingDecisions, type RoleCode } from '@quartier/shared';
import { paths } from '@/config/paths';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { currentMessages } from '@/lib/i18n';

/**
 * GET /api/notifications/pending (pendingDecisions): what waits for the signed-in officer's
 * decision; the menu's Notifications entry, the dashboard and the Notifications page show it.
 */
export function getPendingDecisions(signal?: AbortSignal) {
  return call('pendingDecisions', {}, { signal });
}

/** Under 'notifications': a decision invalidates it with the lists it changes. */
export const pendingDecisionsKey = ['notifications', 'pending'] as const;

/** Only the two officers decide anything (rulings R4): nobody else asks. */
export const pendingDecisionsQueryOptions = (roleCode: RoleCode | null) =>
  queryOptions({
    queryKey: pendingDecisionsKey,
    queryFn: ({ signal }) => getPendingDecisions(signal),
    enabled: roleCode !== null && counterpartRole(roleCode) !== null,
    // The other officer files requests meanwhile: ask again now and then while the app is open.
    refetchInterval: 120_000,
  });

export function usePendingDecisions() {
  return useQuery(pendingDecisionsQueryOptions(useSession()?.roleCode ?? null));
}

/** The Notifications page keeps its category and tab in the address: ?categorie=sorties&onglet=fond. */
export const NOTIFICATIONS_PARAMS = { category: 'categorie', tab: 'onglet' } as const;

/** The Notifications page's category and tab that hold what waits (the first that has some). */
export function pendingHref(pending: PendingDecisions): string {
  const at = (category: string, tab?: string) => {
    const params = new URLSearchParams({ [NOTIFICATIONS_PARAMS.category]: category });
    if (tab) params.set(NOTIFICATIONS_PARAMS.tab, tab);
    return `${paths.notifications.href()}?${params.toString()}`;
  };
  if (pending.modifications.entree > 0) return at('modifications', 'entree');
  if (pending.modifications.sortie > 0) return at('modifications', 'sortie');
  if (pending.sorties.mensuel > 0) return at('sorties', 'mensuel');
  if (pending.sorties.fond > 0) return at('sorties', 'fond');
  if (pending.bureau > 0) return at('bureau');
  return paths.notifications.href();
}

/** « 1 demande attend votre décision », « 4 demandes attendent votre décision ». */
export function pendingLabel(count: number): string {
  return currentMessages().shell.pending(count);
}
