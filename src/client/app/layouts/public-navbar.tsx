import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { SignedOutLinks } from '#client/app/layouts/signed-out-links.tsx';
import { Logo } from '#client/components/brand/logo.tsx';
import { Button } from '#client/components/ui/button.tsx';

/**
 * The prerendered pages' bar: `TopNavbar` as a visitor sees it, with plain links and no router
 * or session (a returning user gets the application instead, see `public-site/entry-client.tsx`).
 * The phone menu is a plain disclosure button rather than the Radix collapsible: a few KiB less
 * on the home page, whose budget is 90 KiB of JavaScript.
 */
export function PublicNavbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // The menu closes once the visitor has gone to a section of the page.
  useEffect(() => {
    const close = () => setMenuOpen(false);
    window.addEventListener('hashchange', close);
    return () => window.removeEventListener('hashchange', close);
  }, []);

  return (
    <header
      data-state={menuOpen ? 'open' : 'closed'}
      className="sticky top-0 z-40 border-b border-border/80 bg-background/90 backdrop-blur-md"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a href="/" aria-label="Paraphe, accueil" className="rounded-md">
          <Logo />
        </a>
        <div className="hidden md:block">
          <SignedOutLinks layout="bar" />
        </div>
        <div className="flex items-center gap-1 md:hidden">
          <Button asChild variant="ghost" size="sm">
            <a href="/login">Connexion</a>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Menu"
            aria-controls={menuId}
            aria-expanded={menuOpen}
            data-state={menuOpen ? 'open' : 'closed'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </Button>
        </div>
      </div>
      <div
        id={menuId}
        data-state={menuOpen ? 'open' : 'closed'}
        hidden={!menuOpen}
        className="overflow-hidden border-t border-border bg-background md:hidden"
      >
        {menuOpen ? (
          <div className="px-4 py-4">
            <SignedOutLinks layout="menu" />
          </div>
        ) : null}
      </div>
    </header>
  );
}
