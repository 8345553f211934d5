import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client.ts';
import { useTheme } from '@/lib/use-theme.ts';

/** `toasts`: false on pages other sites frame, which show none. */
export function Providers({ children, toasts = true }: { children: ReactNode; toasts?: boolean }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasts && <AppToaster />}
    </QueryClientProvider>
  );
}

function AppToaster() {
  const theme = useTheme();
  return <Toaster richColors closeButton position="top-right" theme={theme} />;
}
