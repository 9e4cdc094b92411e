import './mantine-styles';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadToastContainer, useToastHostRequested } from '@/components/toast-host';
import { queryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// Its code could not come (offline before it was ever fetched): no toast, rather than the error
// of a lazy part taking the whole app down to a blank page.
const NoToasts = (): ReactNode => null;
const ToastContainer = lazy<ComponentType>(() => loadToastContainer().catch(() => ({ default: NoToasts })));

/** `client`: the server's render brings its own, filled with the page's first answers (entry-server.tsx). */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  const toastsWanted = useToastHostRequested();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {toastsWanted ? (
        <Suspense fallback={null}>
          <ToastContainer />
        </Suspense>
      ) : null}
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
