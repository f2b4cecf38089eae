import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { MobileTopBar } from '#client/app/layouts/mobile-top-bar.tsx';
import { DesktopSidebar } from '#client/app/layouts/sidebar.tsx';
import { SkipLink } from '#client/app/layouts/skip-link.tsx';
import { SupportChatButton } from '#client/app/layouts/support-chat-button.tsx';
import { MAIN_CONTENT_ID } from '#client/app/layouts/skip-link.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { useCurrentUser } from '#client/lib/use-session.ts';

/** Signed-in screens: the sidebar (a drawer on phones) and the screen. */
export function AppLayout() {
  const user = useCurrentUser();
  // Kept for the visit: the layout stays mounted while the user moves between its screens.
  const [collapsed, setCollapsed] = useState(false);
  return (
    <div className="flex min-h-dvh bg-background">
      <SkipLink />
      <DesktopSidebar user={user} collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileTopBar user={user} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:px-10 md:py-10">
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
      <SupportChatButton />
    </div>
  );
}
