import { LogOut } from 'lucide-react';
import type { User } from '#shared/api/auth.ts';
import { ExportsRemaining } from '#client/components/account/exports-remaining.tsx';
import { PlanBadge } from '#client/components/account/plan-badge.tsx';
import { UserAvatar } from '#client/components/account/user-avatar.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip.tsx';
import { cn } from '#client/lib/cn.ts';
import { useLogout } from '#client/lib/logout.ts';

/** The bottom of the sidebar: who is signed in, their plan, exports left, and the way out. */
export function SidebarAccount({ user, collapsed = false }: { user: User; collapsed?: boolean }) {
  const { logout, isPending } = useLogout();
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  if (collapsed) {
    return (
      <div className="grid justify-items-center gap-3">
        <Tooltip>
          <TooltipTrigger asChild>
            <span className="rounded-full">
              <UserAvatar user={user} />
            </span>
          </TooltipTrigger>
          <TooltipContent side="right">{fullName}</TooltipContent>
        </Tooltip>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button variant="ghost" size="icon" isLoading={isPending} onClick={() => void logout()}>
              {isPending ? null : <LogOut aria-hidden="true" />}
              <span className="sr-only">Déconnexion</span>
            </Button>
          </TooltipTrigger>
          <TooltipContent side="right">Déconnexion</TooltipContent>
        </Tooltip>
      </div>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex items-center gap-3">
        <UserAvatar user={user} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-ink-950">{fullName}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <div className={cn('grid gap-3 rounded-lg border border-border bg-stone-50 p-3')}>
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs font-medium text-muted-foreground">Votre plan</span>
          <PlanBadge plan={user.plan} />
        </div>
        <ExportsRemaining user={user} variant="meter" />
      </div>
      <Button variant="secondary" size="sm" isLoading={isPending} onClick={() => void logout()}>
        {isPending ? null : <LogOut aria-hidden="true" />}
        Déconnexion
      </Button>
    </div>
  );
}
