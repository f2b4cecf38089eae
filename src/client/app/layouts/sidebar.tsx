import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '#shared/api/auth.ts';
import { SidebarAccount } from '#client/app/layouts/sidebar-account.tsx';
import { SidebarNav } from '#client/app/layouts/sidebar-nav.tsx';
import { Logo } from '#client/components/brand/logo.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

type SidebarContentProps = {
  user: User;
  collapsed?: boolean;
  onNavigate?: () => void;
};

/** The sidebar's inside, shared by the desktop column and the mobile drawer. */
export function SidebarContent({ user, collapsed = false, onNavigate }: SidebarContentProps) {
  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto px-3 py-5">
      <SidebarNav collapsed={collapsed} onNavigate={onNavigate} />
      <div className="mt-auto border-t border-border pt-5">
        <SidebarAccount user={user} collapsed={collapsed} />
      </div>
    </div>
  );
}

type DesktopSidebarProps = { user: User; collapsed: boolean; onToggle: () => void };

export function DesktopSidebar({ user, collapsed, onToggle }: DesktopSidebarProps) {
  return (
    <aside
      aria-label="Menu latéral"
      className={cn(
        'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-border bg-surface transition-[width] duration-200 md:flex',
        collapsed ? 'w-[4.75rem]' : 'w-68',
      )}
    >
      <div
        className={cn(
          'flex h-16 items-center border-b border-border px-4',
          collapsed ? 'justify-center' : 'justify-between',
        )}
      >
        {collapsed ? null : (
          <Link to="/dashboard" aria-label="Paraphe, tableau de bord" className="rounded-md">
            <Logo />
          </Link>
        )}
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Déplier le menu' : 'Réduire le menu'}
          title={collapsed ? 'Déplier le menu' : 'Réduire le menu'}
        >
          {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
        </Button>
      </div>
      <SidebarContent user={user} collapsed={collapsed} />
    </aside>
  );
}
