import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SignedInLinks } from '#client/app/layouts/navbar-links.tsx';
import { SignedOutLinks } from '#client/app/layouts/signed-out-links.tsx';
import { Logo } from '#client/components/brand/logo.tsx';
import { RouterAnchor } from '#client/components/router-anchor.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '#client/components/ui/collapsible.tsx';
import { useSession } from '#client/lib/use-session.ts';

/** The public pages' bar (spec section 2); under 768 px its links fold into a menu. */
export function TopNavbar() {
  const { user } = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // The menu closes once the user has gone somewhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  return (
    <Collapsible asChild open={menuOpen} onOpenChange={setMenuOpen}>
      <header className="sticky top-0 z-40 border-b border-border/80 bg-background/90 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to={user ? '/dashboard' : '/'}
            aria-label={user ? 'Paraphe, tableau de bord' : 'Paraphe, accueil'}
            className="rounded-md"
          >
            <Logo />
          </Link>
          <div className="hidden md:block">
            {user ? <SignedInLinks user={user} layout="bar" /> : <SignedOutLinks layout="bar" anchor={RouterAnchor} />}
          </div>
          <div className="flex items-center gap-1 md:hidden">
            {user ? null : (
              <Button asChild variant="ghost" size="sm">
                <Link to="/login">Connexion</Link>
              </Button>
            )}
            <CollapsibleTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Menu">
                {menuOpen ? (
                  <X aria-hidden="true" className="size-5" />
                ) : (
                  <Menu aria-hidden="true" className="size-5" />
                )}
              </Button>
            </CollapsibleTrigger>
          </div>
        </div>
        <CollapsibleContent className="border-t border-border bg-background md:hidden">
          <div className="px-4 py-4">
            {user ? (
              <SignedInLinks user={user} layout="menu" />
            ) : (
              <SignedOutLinks layout="menu" anchor={RouterAnchor} />
            )}
          </div>
        </CollapsibleContent>
      </header>
    </Collapsible>
  );
}
