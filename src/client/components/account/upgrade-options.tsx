import { Crown, PackagePlus } from 'lucide-react';
import { PRO_MONTHLY_PRICE_CENTS, TOPUP_PACKS, TOPUP_SKUS } from '#shared/account/plans.ts';
import { formatEurosFromCents } from '#shared/format/numbers.ts';
import { Button } from '#client/components/ui/button.tsx';
import { currentReturnPath, type Purchase, useStartPurchase } from '#client/api/payments.ts';
import { cn } from '#client/lib/cn.ts';

/**
 * What a free user can buy: Pro, or a pack of exports that does not expire. Each button starts
 * the payment and the browser leaves for the payment page; a cancelled payment comes back to
 * `returnPath`.
 */
export function UpgradeOptions({
  returnPath,
  showPro = true,
  className,
}: {
  returnPath: string;
  showPro?: boolean;
  className?: string;
}) {
  const purchase = useStartPurchase();
  const start = (choice: Purchase) => purchase.mutate({ purchase: choice, returnPath });
  const pendingKey = purchase.isPending
    ? 'plan' in purchase.variables.purchase
      ? 'pro'
      : purchase.variables.purchase.topupSku
    : null;

  return (
    <div className={cn('grid gap-3', className)}>
      {showPro ? (
        <Button
          variant="accent"
          isLoading={pendingKey === 'pro'}
          disabled={purchase.isPending}
          onClick={() => start({ plan: 'pro' })}
        >
          {pendingKey === 'pro' ? null : <Crown aria-hidden="true" />}
          Passer en Pro — {formatEurosFromCents(PRO_MONTHLY_PRICE_CENTS)} / mois
        </Button>
      ) : null}
      <div className="grid gap-2">
        {TOPUP_SKUS.map((sku) => (
          <Button
            key={sku}
            variant="secondary"
            isLoading={pendingKey === sku}
            disabled={purchase.isPending}
            onClick={() => start({ topupSku: sku })}
          >
            {pendingKey === sku ? null : <PackagePlus aria-hidden="true" />}
            {`+${TOPUP_PACKS[sku].credits} exports — ${formatEurosFromCents(TOPUP_PACKS[sku].priceCents)}`}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** 'Passer en Pro': starts the Pro subscription's payment; a cancelled payment comes back here. */
export function UpgradeButton({
  size = 'md',
  className,
  label = 'Passer en Pro',
}: {
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  label?: string;
}) {
  const purchase = useStartPurchase();
  return (
    <Button
      variant="accent"
      size={size}
      className={className}
      isLoading={purchase.isPending}
      onClick={() => purchase.mutate({ purchase: { plan: 'pro' }, returnPath: currentReturnPath() })}
    >
      {purchase.isPending ? null : <Crown aria-hidden="true" />}
      {label}
    </Button>
  );
}
