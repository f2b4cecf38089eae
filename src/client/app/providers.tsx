import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ExportQuotaDialog } from '#client/components/account/export-quota-dialog.tsx';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { queryClient } from '#client/lib/query-client.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={250}>
        {children}
        <Toaster />
        <ExportQuotaDialog />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
