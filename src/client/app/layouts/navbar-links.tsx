import { LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '#shared/api/auth.ts';
import { ExportsRemaining } from '#client/components/account/exports-remaining.tsx';
import { PlanBadge } from '#client/components/account/plan-badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { useLogout } from '#client/lib/logout.ts';

/** The landing's sections (spec section 2: anchors on /). */
export const sectionLinks = [
  { hash: '#how-it-works', label: 'Comment ça marche' },
  { hash: '#fonctionnalites', label: 'Fonctionnalités' },
  { hash: '#pricing', label: 'Tarifs' },
  { hash: '#faq', label: 'FAQ' },
];

type LinksProps = { layout: 'bar' | 'menu' };

export function SignedOutLinks({ layout }: LinksProps) {
  const isMenu = layout === 'menu';
  return (
    <div className={cn('flex', isMenu ? 'flex-col gap-1' : 'items-center gap-1')}>
      <nav
        aria-label="Sections de la page d’accueil"
        className={cn('flex', isMenu ? 'flex-col' : 'items-center gap-1')}
      >
        {sectionLinks.map((link) => (
          <Button key={link.hash} asChild variant="ghost" size="sm" className={cn(isMenu && 'h-11 justify-start')}>
            <Link to={{ pathname: '/', hash: link.hash }}>{link.label}</Link>
          </Button>
        ))}
      </nav>
      <div className={cn('flex gap-2', isMenu ? 'mt-3 flex-col border-t border-border pt-4' : 'ml-4 items-center')}>
        <Button asChild variant={isMenu ? 'secondary' : 'ghost'} size={isMenu ? 'md' : 'sm'}>
          <Link to="/login">Connexion</Link>
        </Button>
        <Button asChild size={isMenu ? 'md' : 'sm'}>
          <Link to="/register">S'inscrire</Link>
        </Button>
      </div>
    </div>
  );
}

export function SignedInLinks({ user, layout }: LinksProps & { user: User }) {
  const { logout, isPending } = useLogout();
  const isMenu = layout === 'menu';
  const linkClass = cn(isMenu && 'h-11 justify-start');
  return (
    <div className={cn('flex', isMenu ? 'flex-col gap-1' : 'items-center gap-2')}>
      <div className={cn('flex items-center gap-3', isMenu ? 'mb-2 px-3' : 'mr-2')}>
        <PlanBadge plan={user.plan} />
        <ExportsRemaining user={user} />
      </div>
      <Button asChild variant="ghost" size="sm" className={linkClass}>
        <Link to="/dashboard">
          <LayoutDashboard aria-hidden="true" />
          Tableau de bord
        </Link>
      </Button>
      <Button asChild variant="ghost" size="sm" className={linkClass}>
        <Link to="/profile">
          <UserRound aria-hidden="true" />
          Profil
        </Link>
      </Button>
      <Button
        variant="secondary"
        size={isMenu ? 'md' : 'sm'}
        className={cn(isMenu && 'mt-3')}
        isLoading={isPending}
        onClick={() => void logout()}
      >
        {isPending ? null : <LogOut aria-hidden="true" />}
        Déconnexion
      </Button>
    </div>
  );
}
