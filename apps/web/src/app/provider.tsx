import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';

import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorFallback } from '@/components/ui/error-fallback';

import { createQueryClient } from './query-client';

/** Toasts last 4 seconds, at most 3 at a time (SPEC §9). */
export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  return (
    <ErrorBoundary fallback={<ErrorFallback />}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster
          position="top-center"
          duration={TOAST_DURATION_MS}
          visibleToasts={MAX_VISIBLE_TOASTS}
          richColors
          closeButton
        />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
