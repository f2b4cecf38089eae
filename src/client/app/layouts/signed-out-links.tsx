import type { Anchor } from '#client/components/anchor.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

/** The landing's sections (spec section 2: anchors on /). */
const sectionLinks = [
  { hash: '#how-it-works', label: 'Comment ça marche' },
  { hash: '#fonctionnalites', label: 'Fonctionnalités' },
  { hash: '#pricing', label: 'Tarifs' },
  { hash: '#faq', label: 'FAQ' },
];

type SignedOutLinksProps = {
  layout: 'bar' | 'menu';
  /** A plain `<a>` on the prerendered public pages, the router's link in the application. */
  anchor?: Anchor;
};

/** The bar's links for a visitor: the landing's sections, then sign in and sign up. */
export function SignedOutLinks({ layout, anchor: Link = 'a' }: SignedOutLinksProps) {
  const isMenu = layout === 'menu';
  return (
    <div className={cn('flex', isMenu ? 'flex-col gap-1' : 'items-center gap-1')}>
      <nav
        aria-label="Sections de la page d’accueil"
        className={cn('flex', isMenu ? 'flex-col' : 'items-center gap-1')}
      >
        {sectionLinks.map((link) => (
          <Button key={link.hash} asChild variant="ghost" size="sm" className={cn(isMenu && 'h-11 justify-start')}>
            <Link href={`/${link.hash}`}>{link.label}</Link>
          </Button>
        ))}
      </nav>
      <div className={cn('flex gap-2', isMenu ? 'mt-3 flex-col border-t border-border pt-4' : 'ml-4 items-center')}>
        <Button asChild variant={isMenu ? 'secondary' : 'ghost'} size={isMenu ? 'md' : 'sm'}>
          <Link href="/login">Connexion</Link>
        </Button>
        <Button asChild size={isMenu ? 'md' : 'sm'}>
          <Link href="/register">S'inscrire</Link>
        </Button>
      </div>
    </div>
  );
}
