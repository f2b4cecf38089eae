import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { RootErrorBoundary } from '#client/app/error-boundaries.tsx';
import { AppProviders } from '#client/app/providers.tsx';
import { initializeSession } from '#client/api/session-account.ts';
import { sessionStore } from '#client/lib/session-store.ts';
import { router } from '#client/router.tsx';
import '#client/styles.css';

// Started before the first render: public pages show at once, the access guard waits for it.
void initializeSession();
sessionStore.syncAcrossTabs();

const container = document.getElementById('root');
if (!container) throw new Error('#root introuvable');
createRoot(container).render(
  <StrictMode>
    <RootErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </RootErrorBoundary>
  </StrictMode>,
);
