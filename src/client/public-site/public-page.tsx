import { type ComponentType, useEffect } from 'react';
import { PublicNavbar } from '#client/app/layouts/public-navbar.tsx';
import { SiteFooter } from '#client/app/layouts/site-footer.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '#client/app/layouts/skip-link.tsx';

/** `PublicLayout` without the router: the same bar, main and footer around one prerendered page. */
export function PublicPage({ Page }: { Page: ComponentType }) {
  // Hydrated: the islands answer from now on (the browser journeys wait for this mark).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicNavbar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Page />
      </main>
      <SiteFooter />
    </div>
  );
}
