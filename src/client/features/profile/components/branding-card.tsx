import { useQuery } from '@tanstack/react-query';
import { Crown, Palette } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { UpgradeButton } from '#client/components/account/upgrade-options.tsx';
import { BrandingColor } from '#client/features/profile/components/branding-color.tsx';
import { BrandingLogo } from '#client/features/profile/components/branding-logo.tsx';
import { brandingQueryOptions } from '#client/api/branding.ts';
import type { Plan } from '#shared/account/rules.ts';

function ProBranding() {
  const branding = useQuery(brandingQueryOptions());
  if (branding.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only">Chargement de votre personnalisation…</span>
        <Skeleton className="h-24" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (branding.isError) {
    return (
      <div className="grid gap-2 text-sm">
        <p className="text-destructive">Impossible de charger votre personnalisation.</p>
        <Button variant="secondary" size="sm" className="w-fit" onClick={() => branding.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      <BrandingLogo logoDataUrl={branding.data.logoDataUrl} />
      <BrandingColor accentColor={branding.data.accentColor} />
    </div>
  );
}

/** Brand personalisation (Pro, spec section 1): the logo and colour printed on every contract. */
export function BrandingCard({ plan }: { plan: Plan }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="flex items-center gap-2">
          <Palette aria-hidden="true" className="size-4.5 text-ink-600" />
          Personnalisation
        </CardTitle>
        <Badge variant="gold">
          <Crown aria-hidden="true" />
          Pro
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        {plan === 'pro' ? (
          <ProBranding />
        ) : (
          <>
            <CardDescription>
              Ajoutez votre logo et votre couleur en tête de vos contrats, dans l’aperçu comme dans le PDF.
            </CardDescription>
            <UpgradeButton size="sm" className="w-fit" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
