import './mantine-styles';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadToastContainer, useToastHostRequested } from '@/components/toast-host';
import { queryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// Its code could not come (offline before it was ever fetched): no toast, rather than the error
// of a lazy part taking the whole app down to a blank page.
const NoToasts = (): ReactNode => null;
const ToastContainer = lazy<ComponentType>(() => loadToastContainer().catch(() => ({ default: NoToasts })));

export function AppProviders({ children }: { children: ReactNode }) {
  const toastsWanted = useToastHostRequested();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {toastsWanted ? (
        <Suspense fallback={null}>
          <ToastContainer />
        </Suspense>
      ) : null}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
