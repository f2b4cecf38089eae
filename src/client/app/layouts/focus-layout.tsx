import { LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '#client/app/layouts/skip-link.tsx';
import { MAIN_CONTENT_ID } from '#client/app/layouts/skip-link.tsx';
import { Logo } from '#client/components/brand/logo.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { useLogout } from '#client/lib/logout.ts';

/** A quiet frame for onboarding: the logo, a way out, nothing else to distract. */
export function FocusLayout() {
  const { logout, isPending } = useLogout();
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SkipLink />
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <Button variant="ghost" size="sm" isLoading={isPending} onClick={() => void logout()}>
            {isPending ? null : <LogOut aria-hidden="true" />}
            Déconnexion
          </Button>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 md:py-12">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
