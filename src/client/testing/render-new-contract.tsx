import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { UserDetails } from '#shared/api/auth.ts';
import { sampleCompanyCreator } from '#shared/contract/sample-profile.ts';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { EditorPage } from '#client/features/editor/editor-page.tsx';
import { sessionStore } from '#client/lib/session-store.ts';
import { type FakeAnswer, fakeApi, testUser } from '#client/testing/render-screen.tsx';

/** A creator acting through a company, with every professional detail the profile asks. */
export const companyCreatorDetails: UserDetails = { ...sampleCompanyCreator, role: 'creator', intendedPlan: null };

type NewContractOptions = { details: UserDetails | null; routes?: Record<string, FakeAnswer> };

/**
 * The editor page on a new paid partnership, signed in as the test user with these
 * professional details, the API answering `routes`. The editor's leave guard needs a data router.
 */
export function renderNewContract({ details, routes = {} }: NewContractOptions) {
  fakeApi(routes);
  sessionStore.signIn(testUser, 'jeton-de-test');
  sessionStore.setUserDetails(details);
  sessionStore.markReady();
  const router = createMemoryRouter([{ path: '/create-contract-v2', element: <EditorPage /> }], {
    initialEntries: ['/create-contract-v2?type=PAID'],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}
