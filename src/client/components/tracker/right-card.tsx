import { EyeOff, FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { RightItem, Tracker } from '#shared/api/tracker.ts';
import { formatDateTimeLong, formatIsoDayLong } from '#shared/format/dates.ts';
import { formatNumber } from '#shared/format/numbers.ts';
import type { TrackerApi } from '#client/api/tracker.ts';
import { useConfirmWithdrawal, useRenewRight } from '#client/api/tracker-mutations.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { ItemCard, ItemFact } from '#client/components/tracker/item-card.tsx';
import { RightStatusBadge } from '#client/components/tracker/tracker-badges.tsx';
import { trackerErrorMessage, trackerMessages } from '#client/components/tracker/tracker-messages.ts';
import { editorPath } from '#client/lib/contract-navigation.ts';

type RightCardProps = { api: TrackerApi; tracker: Tracker; item: RightItem };

/**
 * A use of the content the brand was assigned, for its term (CPI L131-3). Once it has expired
 * the brand withdraws the content and says so, for the dossier of proof. Near its end or after,
 * the owner may renew it by an amendment (« avenant »), a draft opened in the editor.
 */
export function RightCard({ api, tracker, item }: RightCardProps) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useConfirmWithdrawal(api);
  const canWithdraw = tracker.side === 'brand' && item.status === 'expired';
  const navigate = useNavigate();
  const renew = useRenewRight(api);
  const canRenew = tracker.canRenew && (item.status === 'ending-soon' || item.status === 'expired');
  const renewUse = () =>
    renew.mutate(item.id, {
      onSuccess: ({ id }) => {
        toast.success(trackerMessages.amendmentCreated);
        void navigate(editorPath({ contractId: id }));
      },
      onError: (error) => toast.error(trackerErrorMessage(error, trackerMessages.amendmentFailed)),
    });
  const confirmWithdrawal = () =>
    withdraw.mutate(item.id, {
      onSuccess: () => toast.success(trackerMessages.withdrawalConfirmed),
      onError: (error) => toast.error(trackerErrorMessage(error, trackerMessages.withdrawalFailed)),
      onSettled: () => setConfirming(false),
    });
  return (
    <ItemCard
      title={item.label}
      badges={<RightStatusBadge status={item.status} />}
      facts={
        <>
          <ItemFact label="Période">
            Du {formatIsoDayLong(item.startsOn)} au {formatIsoDayLong(item.endsOn)}
          </ItemFact>
          <ItemFact label="Durée">
            {formatNumber(item.months)}
            {'\u00a0'}mois{item.exclusive ? ', en exclusivité' : ''}
          </ItemFact>
          <ItemFact label="Territoire">{item.territory || 'Non précisé'}</ItemFact>
          {item.withdrawnAt ? (
            <ItemFact label="Retrait">Confirmé par la Marque le {formatDateTimeLong(item.withdrawnAt)}</ItemFact>
          ) : null}
        </>
      }
      actions={
        canWithdraw || canRenew ? (
          <>
            {canWithdraw ? (
              <Button size="sm" isLoading={withdraw.isPending} onClick={() => setConfirming(true)}>
                {withdraw.isPending ? null : <EyeOff aria-hidden="true" />}
                Confirmer le retrait des contenus
              </Button>
            ) : null}
            {canRenew ? (
              <Button size="sm" variant="secondary" isLoading={renew.isPending} onClick={renewUse}>
                {renew.isPending ? null : <FilePlus2 aria-hidden="true" />}
                Renouveler par avenant
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      {item.status === 'expired' && tracker.side !== 'brand' ? (
        <p className="text-sm text-muted-foreground">
          Les droits ont expiré : la Marque doit retirer les contenus de cet usage et le confirmer ici.
        </p>
      ) : null}
      {canWithdraw ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Confirmer le retrait des contenus ?"
          description={`Vous confirmez que les contenus exploités au titre de « ${item.label} » ne sont plus diffusés. Cette confirmation est datée, versée au dossier de preuves et ne peut pas être annulée.`}
          confirmLabel="Confirmer le retrait"
          variant="primary"
          isPending={withdraw.isPending}
          keepOpenOnConfirm
          onConfirm={confirmWithdrawal}
        />
      ) : null}
    </ItemCard>
  );
}
