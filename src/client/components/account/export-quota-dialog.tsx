import { FREE_MONTHLY_EXPORTS, PRO_MONTHLY_PRICE_CENTS } from '#shared/account/plans.ts';
import { formatEurosFromCents } from '#shared/format/numbers.ts';
import { formatDateLong } from '#shared/format/dates.ts';
import { UpgradeOptions } from '#client/components/account/upgrade-options.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { currentReturnPath } from '#client/api/payments.ts';
import { closeQuotaPrompt, useQuotaPrompt } from '#client/lib/export-quota-store.ts';

/** « le 1er décembre 2026 »: the first day of the next month in Paris, when the quota renews. */
function renewal(periodEnd: string | undefined): string {
  return periodEnd ? `le ${formatDateLong(periodEnd).replace(/^1 /, '1er ')}` : 'le 1er du mois prochain';
}

/**
 * The export quota in a dialog, never a passing toast: a word before the last free export of
 * the month, then, once none is left, when they come back, the packs and Pro.
 */
export function ExportQuotaDialog() {
  const prompt = useQuotaPrompt();
  const balance = prompt?.balance ?? null;
  return (
    <Dialog open={prompt !== null} onOpenChange={(open) => (open ? undefined : closeQuotaPrompt(false))}>
      <DialogContent className="max-w-md">
        {prompt?.kind === 'last' ? (
          <>
            <DialogHeader>
              <DialogTitle>Dernier export gratuit du mois</DialogTitle>
              <DialogDescription>
                Il vous reste 1 export sur {FREE_MONTHLY_EXPORTS} ce mois-ci. Vos exports gratuits se renouvellent{' '}
                {renewal(balance?.periodEnd)}. Réexporter un contrat déjà exporté, sans modification, reste gratuit.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="secondary" onClick={() => closeQuotaPrompt(false)}>
                Annuler
              </Button>
              <Button onClick={() => closeQuotaPrompt(true)}>Utiliser mon dernier export</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Vous avez utilisé vos {FREE_MONTHLY_EXPORTS} exports gratuits ce mois-ci</DialogTitle>
              <DialogDescription>
                Ils se renouvellent {renewal(balance?.periodEnd)}. D’ici là, prenez un pack d’exports sans date
                d’expiration, ou passez en Pro pour des exports illimités (
                {formatEurosFromCents(PRO_MONTHLY_PRICE_CENTS)} par mois, sans engagement). Votre contrat reste
                enregistré.
              </DialogDescription>
            </DialogHeader>
            <UpgradeOptions returnPath={currentReturnPath()} />
            <DialogFooter>
              <Button variant="secondary" onClick={() => closeQuotaPrompt(false)}>
                Plus tard
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
