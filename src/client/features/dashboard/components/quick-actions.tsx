import { ArrowRight, Crown, FilePlus2, Files } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { User } from '#shared/api/auth.ts';
import { cn } from '#client/lib/cn.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useStartPurchase } from '#client/api/payments.ts';

type QuickActionProps = {
  icon: ReactNode;
  title: string;
  description: string;
  highlight?: boolean;
} & ({ to: string; onClick?: never; busy?: never } | { to?: never; onClick: () => void; busy?: boolean });

function QuickAction({ to, onClick, busy = false, icon, title, description, highlight = false }: QuickActionProps) {
  const className = cn(
    'group flex h-full items-center gap-4 rounded-xl border p-4 shadow-card transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2',
    highlight ? 'border-gold-300 bg-gold-50 hover:border-gold-400' : 'border-border bg-surface hover:border-stone-400',
  );
  const content = (
    <>
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-ink-50 text-ink-800 [&_svg]:size-5"
      >
        {icon}
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-medium text-ink-950">{title}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </span>
      {busy ? (
        <Spinner className="size-4 shrink-0" label="Redirection vers le paiement" />
      ) : (
        <ArrowRight
          aria-hidden="true"
          className="size-4 shrink-0 text-stone-400 transition-transform group-hover:translate-x-0.5"
        />
      )}
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className={className}>
          {content}
        </Link>
      ) : (
        <button type="button" onClick={onClick} disabled={busy} className={cn(className, 'w-full text-left')}>
          {content}
        </button>
      )}
    </li>
  );
}

/** Spec section 2: create, my contracts, and the way to Pro for a free user. */
export function QuickActions({ user }: { user: User }) {
  const purchase = useStartPurchase();
  return (
    <section aria-labelledby="actions-rapides-titre" className="grid gap-4">
      <h2 id="actions-rapides-titre" className="text-xl font-semibold">
        Actions rapides
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        <QuickAction
          to="/create-contract"
          icon={<FilePlus2 />}
          title="Créer un contrat"
          description="Partenariat rémunéré, UGC ou cadeau"
        />
        <QuickAction
          to="/contracts"
          icon={<Files />}
          title="Mes contrats"
          description="Rechercher, exporter, dupliquer"
        />
        {user.plan === 'free' ? (
          <QuickAction
            onClick={() => purchase.mutate({ purchase: { plan: 'pro' }, returnPath: '/dashboard' })}
            busy={purchase.isPending}
            icon={<Crown />}
            title="Passer en Pro"
            description="Exports illimités et clauses avancées"
            highlight
          />
        ) : null}
      </ul>
    </section>
  );
}
