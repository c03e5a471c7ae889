import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <LazyToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
