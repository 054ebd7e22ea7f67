import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import type { ReactNode } from 'react';

import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorFallback } from '@/components/ui/error-fallback';
import { useLanguage } from '@/i18n/use-t';

import { createQueryClient } from './query-client';

export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  // Rendered anew in another language: every text, number and date follows, formatted or not.
  const language = useLanguage();

  return (
    <ErrorBoundary fallback={<ErrorFallback />}>
      <QueryClientProvider client={queryClient}>
        <Fragment key={language}>{children}</Fragment>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
