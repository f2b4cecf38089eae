import { LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '#shared/api/auth.ts';
import { ExportsRemaining } from '#client/components/account/exports-remaining.tsx';
import { PlanBadge } from '#client/components/account/plan-badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { useLogout } from '#client/lib/logout.ts';

export function SignedInLinks({ user, layout }: { user: User; layout: 'bar' | 'menu' }) {
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
