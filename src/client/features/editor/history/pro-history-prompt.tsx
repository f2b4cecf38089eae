import { History } from 'lucide-react';
import { PlanBadge } from '#client/components/account/plan-badge.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { UpgradeButton } from '#client/components/account/upgrade-options.tsx';

/** What a free account sees behind « Historique »: what the feature does, and the way to Pro. */
export function ProHistoryPrompt({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-2 inline-flex size-11 items-center justify-center rounded-full bg-gold-100 text-gold-800">
            <History aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            Historique des versions <PlanBadge plan="pro" />
          </DialogTitle>
          <DialogDescription>
            Chaque sauvegarde de vos contrats est conservée. Avec le plan Pro, retrouvez-les datées, ouvrez-en une en
            lecture seule, comparez-la à la version actuelle champ par champ et restaurez-la en un clic.
          </DialogDescription>
        </DialogHeader>
        <UpgradeButton
          className="h-auto min-h-11 w-full py-2.5 whitespace-normal"
          label="Passer en Pro pour consulter l’historique"
        />
      </DialogContent>
    </Dialog>
  );
}
