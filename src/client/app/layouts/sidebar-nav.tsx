import { FilePlus2, Files, LayoutDashboard, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip.tsx';
import { cn } from '#client/lib/cn.ts';

const items = [
  { to: '/dashboard', label: 'Tableau de bord', icon: LayoutDashboard },
  { to: '/contracts', label: 'Mes contrats', icon: Files },
  { to: '/create-contract', label: 'Créer un contrat', icon: FilePlus2 },
  { to: '/profile', label: 'Profil', icon: UserRound },
];

type SidebarNavProps = {
  collapsed?: boolean;
  /** Called when a link is followed: the mobile drawer closes then. */
  onNavigate?: () => void;
};

function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function SidebarNav({ collapsed = false, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Navigation principale">
      <ul className="grid gap-1">
        {items.map(({ to, label, icon: Icon }) => {
          const isActive = isCurrent(pathname, to);
          // A plain Link with a string class: the tooltip's Slot cannot merge NavLink's class function.
          const link = (
            <Link
              to={to}
              onClick={onNavigate}
              aria-current={isActive ? 'page' : undefined}
              className={cn(
                'relative flex h-11 items-center gap-3 rounded-lg px-3 text-[0.9375rem] font-medium transition-colors',
                isActive
                  ? 'bg-ink-900 text-white shadow-sm [&_svg]:text-gold-300'
                  : 'text-ink-700 hover:bg-ink-50 hover:text-ink-950 [&_svg]:text-ink-500',
                collapsed && 'justify-center px-0',
              )}
            >
              <Icon aria-hidden="true" className="size-[1.15rem] shrink-0" />
              <span className={cn(collapsed && 'sr-only')}>{label}</span>
            </Link>
          );
          return (
            <li key={to}>
              {collapsed ? (
                <Tooltip>
                  <TooltipTrigger asChild>{link}</TooltipTrigger>
                  <TooltipContent side="right">{label}</TooltipContent>
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
