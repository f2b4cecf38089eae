import { BookUser, PenLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Counterparty } from '#shared/api/counterparties.ts';
import { townOfAddress } from '#shared/counterparty/match.ts';
import { formatSiret } from '#shared/format/siret.ts';
import { messages } from '#shared/messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useCounterparties } from '#client/api/counterparties.ts';
import { useDeleteCounterparty } from '#client/features/profile/api/delete-counterparty.ts';
import { CounterpartyDialog } from '#client/features/profile/components/counterparty-dialog.tsx';
import { ProfileSection } from '#client/features/profile/components/profile-section.tsx';
import { errorMessageFor } from '#client/lib/api-error.ts';

function EntryRow({ entry, onEdit, onDelete }: { entry: Counterparty; onEdit: () => void; onDelete: () => void }) {
  const details = [entry.siret ? `SIRET ${formatSiret(entry.siret)}` : '', townOfAddress(entry.address), entry.email];
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="font-medium wrap-anywhere text-ink-950">{entry.name}</p>
        <p className="text-sm wrap-anywhere text-muted-foreground">
          {details.filter(Boolean).join(' · ') || (entry.side === 'creator' ? 'Marque' : 'Créateur')}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Modifier la fiche ${entry.name}`}>
          <PenLine aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={`Supprimer la fiche ${entry.name}`}
          className="text-destructive hover:bg-destructive-soft hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

function BookContent() {
  const book = useCounterparties();
  const remove = useDeleteCounterparty();
  const [editing, setEditing] = useState<Counterparty | null>(null);
  const [deleting, setDeleting] = useState<Counterparty | null>(null);

  if (book.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only">Chargement de votre carnet…</span>
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (book.isError) {
    return (
      <div className="grid gap-2 text-sm">
        <p className="text-destructive">Impossible de charger votre carnet d’adresses.</p>
        <Button variant="secondary" size="sm" className="w-fit" onClick={() => book.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  if (book.data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-sm leading-relaxed text-muted-foreground">
        Votre carnet est vide pour l’instant. Chaque marque ou créateur que vous nommez dans un contrat y est ajouté dès
        l’enregistrement ; vous le retrouverez ensuite dans l’éditeur avec « Rechercher dans mon carnet ».
      </p>
    );
  }

  const confirmDelete = (entry: Counterparty) =>
    remove.mutate(entry.id, {
      onSuccess: () => {
        toast.success(messages.counterpartyDeleted);
        setDeleting(null);
      },
      onError: (error) => toast.error(errorMessageFor(error, messages.counterpartyDeleteFailed)),
    });

  return (
    <>
      <ul aria-label="Fiches du carnet" className="divide-y divide-border">
        {book.data.map((entry) => (
          <EntryRow key={entry.id} entry={entry} onEdit={() => setEditing(entry)} onDelete={() => setDeleting(entry)} />
        ))}
      </ul>
      <CounterpartyDialog entry={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Supprimer cette fiche ?"
        description={
          deleting
            ? `« ${deleting.name} » sera retirée de votre carnet. Vos contrats ne changent pas ; la fiche reviendra si vous modifiez ce bloc dans un contrat.`
            : ''
        }
        confirmLabel="Supprimer"
        isPending={remove.isPending}
        keepOpenOnConfirm
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
      />
    </>
  );
}

/** « Carnet d’adresses »: the counterparties of the user's contracts, to correct or remove. */
export function AddressBookCard() {
  return (
    <ProfileSection
      title="Carnet d’adresses"
      description="Les marques et créateurs de vos contrats : choisissez-les dans l’éditeur pour remplir leur bloc en un geste."
      icon={<BookUser aria-hidden="true" />}
    >
      <BookContent />
    </ProfileSection>
  );
}
