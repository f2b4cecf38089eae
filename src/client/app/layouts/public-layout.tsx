import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '#client/app/layouts/site-footer.tsx';
import { SkipLink } from '#client/app/layouts/skip-link.tsx';
import { TopNavbar } from '#client/app/layouts/top-navbar.tsx';
import { MAIN_CONTENT_ID } from '#client/app/layouts/skip-link.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';

/** Public pages: the top navigation bar, the screen, the footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopNavbar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
