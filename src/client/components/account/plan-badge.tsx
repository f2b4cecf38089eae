import { Crown } from 'lucide-react';
import type { Plan } from '#shared/account/rules.ts';
import { planLabels } from '#shared/account/plans.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';

export function PlanBadge({ plan, className }: { plan: Plan; className?: string }) {
  return (
    <Badge variant={plan === 'pro' ? 'gold' : 'neutral'} className={cn('uppercase tracking-wide', className)}>
      {plan === 'pro' ? <Crown aria-hidden="true" /> : null}
      <span className="sr-only">Plan </span>
      {planLabels[plan]}
    </Badge>
  );
}
