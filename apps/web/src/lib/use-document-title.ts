import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { associationQueryOptions, associationScope } from '@/api/get-association';
import { ApiError } from './api-client';
import { currentMessages } from './i18n';
import { useSession } from './session';
import { useAddressSlug } from './use-address-slug';

export const APP_NAME = 'Quartier';

/**
 * Sets the browser tab title: '<page> · <association>' once the association's name is known
 * (GET /association, anonymous, so the login page has it too), '<page> · Quartier' before.
 * Written from the query cache, not through a render: the whole shell calls this hook, and a
 * re-render of it when the name arrives would only delay the page's own work.
 * `product`: a page of the service itself (the welcome page), titled '<page> · Quartier'.
 */
export function useDocumentTitle(title: string | undefined, { product = false } = {}) {
  const client = useQueryClient();
  // The association whose name the title carries: a switch of association or another /a/<slug>/
  // address writes it again.
  const scope = associationScope(useSession(), useAddressSlug());
  // The effect depends on the scope's values: `scope` itself is a new object on every render.
  const sessionKey = 'session' in scope ? scope.session : null;
  const slug = 'slug' in scope ? scope.slug : null;
  useEffect(() => {
    if (product) {
      document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
      return;
    }
    const options = associationQueryOptions(sessionKey !== null ? { session: sessionKey } : { slug });
    const scopeName = options.queryKey[1];
    const write = () => {
      const state = client.getQueryState(options.queryKey);
      if (state?.error instanceof ApiError && state.error.status === 404) {
        document.title = `${currentMessages().common.unknownAssociation} · ${APP_NAME}`;
        return;
      }
      const name = state?.data?.nom || APP_NAME;
      document.title = title ? `${title} · ${name}` : name;
    };
    write();
    // Fetched unless fresh in the cache (the login page and the sidebar read the same query).
    void client.prefetchQuery(options);
    return client.getQueryCache().subscribe((event) => {
      const [kind, name] = event.query.queryKey;
      if (kind === options.queryKey[0] && name === scopeName) write();
    });
  }, [client, title, product, sessionKey, slug]);
}
