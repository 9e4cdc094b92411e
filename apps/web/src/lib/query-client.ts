import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // 'always': offline, a read still goes out (the service worker may answer it from this
      // device's copy) and a write fails at once with a French message. TanStack's default would
      // pause them instead, and send the paused writes later without asking: never that.
      queries: {
        networkMode: 'always',
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refusal (4xx) will not change by asking again; network and server errors may.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

/** The app's one client: the router warms it up (see preloadOpenedPage) before React renders. */
export const queryClient = createQueryClient();
