import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AssociationPublic } from '@quartier/shared';
import { associationQueryOptions } from '@/api/get-association';

export const APP_NAME = 'Quartier';

/**
 * Sets the browser tab title: '<page> · <association>' once the association's name is known
 * (GET /association, anonymous, so the login page has it too), '<page> · Quartier' before.
 * Written from the query cache, not through a render: the whole shell calls this hook, and a
 * re-render of it when the name arrives would only delay the page's own work.
 */
export function useDocumentTitle(title: string | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    const options = associationQueryOptions();
    const write = () => {
      const name = client.getQueryData<AssociationPublic>(options.queryKey)?.nom || APP_NAME;
      document.title = title ? `${title} · ${name}` : name;
    };
    write();
    // Fetched unless fresh in the cache (the login page and the sidebar read the same query).
    void client.prefetchQuery(options);
    return client.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[0] === options.queryKey[0]) write();
    });
  }, [client, title]);
}
