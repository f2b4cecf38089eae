import type { ComponentProps, ComponentType } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

/** The landing's sections (spec section 2: anchors on /). */
const sectionLinks = [
  { hash: '#how-it-works', label: 'Comment ça marche' },
  { hash: '#fonctionnalites', label: 'Fonctionnalités' },
  { hash: '#pricing', label: 'Tarifs' },
  { hash: '#faq', label: 'FAQ' },
];

export type AnchorProps = ComponentProps<'a'> & { href: string };

type SignedOutLinksProps = {
  layout: 'bar' | 'menu';
  /**
   * How a link is drawn: a plain `<a>` on the prerendered public pages (no router there), the
   * router's link in the application.
   */
  anchor?: ComponentType<AnchorProps> | 'a';
};

/** The bar's links for a visitor: the landing's sections, then sign in and sign up. */
export function SignedOutLinks({ layout, anchor: Anchor = 'a' }: SignedOutLinksProps) {
  const isMenu = layout === 'menu';
  return (
    <div className={cn('flex', isMenu ? 'flex-col gap-1' : 'items-center gap-1')}>
      <nav
        aria-label="Sections de la page d’accueil"
        className={cn('flex', isMenu ? 'flex-col' : 'items-center gap-1')}
      >
        {sectionLinks.map((link) => (
          <Button key={link.hash} asChild variant="ghost" size="sm" className={cn(isMenu && 'h-11 justify-start')}>
            <Anchor href={`/${link.hash}`}>{link.label}</Anchor>
          </Button>
        ))}
      </nav>
      <div className={cn('flex gap-2', isMenu ? 'mt-3 flex-col border-t border-border pt-4' : 'ml-4 items-center')}>
        <Button asChild variant={isMenu ? 'secondary' : 'ghost'} size={isMenu ? 'md' : 'sm'}>
          <Anchor href="/login">Connexion</Anchor>
        </Button>
        <Button asChild size={isMenu ? 'md' : 'sm'}>
          <Anchor href="/register">S'inscrire</Anchor>
        </Button>
      </div>
    </div>
  );
}
