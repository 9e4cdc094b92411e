import './mantine-styles';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useToastHostRequested } from '@/components/toast-host';
import { queryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

const ToastContainer = lazy(() => import('@/components/ToastContainer'));

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
