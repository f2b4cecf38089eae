import { Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { User } from '#shared/api/auth.ts';
import { SidebarContent } from '#client/app/layouts/sidebar.tsx';
import { PlanBadge } from '#client/components/account/plan-badge.tsx';
import { Logo } from '#client/components/brand/logo.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '#client/components/ui/sheet.tsx';

/**
 * Under 768 px: a top bar whose button opens the sidebar as a drawer. The drawer is a Radix
 * dialog (focus trapped, Escape closes) and closes once a link has been followed.
 */
export function MobileTopBar({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  // A followed link closes the drawer itself (onNavigate); back and forward close it here. Not on
  // a change of pathname: that comes only once a lazily loaded screen is ready, and would close
  // a drawer opened again in the meantime.
  useEffect(() => {
    const close = () => setOpen(false);
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, []);

  return (
    <header className="sticky top-0 z-40 flex h-14 items-center justify-between gap-3 border-b border-border bg-surface/95 px-3 backdrop-blur-md md:hidden">
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Ouvrir le menu">
            <Menu aria-hidden="true" className="size-5" />
          </Button>
        </SheetTrigger>
        <SheetContent
          onOpenAutoFocus={(event) => {
            // Radix skips links when it picks the first control; the current screen's link is the natural start.
            const target = event.currentTarget as HTMLElement;
            const link =
              target.querySelector<HTMLElement>('nav a[aria-current="page"]') ?? target.querySelector('nav a');
            if (!link) return;
            event.preventDefault();
            link.focus();
          }}
        >
          <div className="flex h-14 shrink-0 items-center border-b border-border px-4">
            <SheetTitle asChild>
              <span>
                <Logo />
                <span className="sr-only"> : menu</span>
              </span>
            </SheetTitle>
            <SheetDescription className="sr-only">Navigation et compte</SheetDescription>
          </div>
          <SidebarContent user={user} onNavigate={() => setOpen(false)} />
        </SheetContent>
      </Sheet>
      <Link to="/dashboard" aria-label="Paraphe, tableau de bord" className="rounded-md">
        <Logo className="[&_svg]:size-7" />
      </Link>
      <PlanBadge plan={user.plan} />
    </header>
  );
}
