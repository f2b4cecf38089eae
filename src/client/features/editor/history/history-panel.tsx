import type { UseQueryResult } from '@tanstack/react-query';
import { FileWarning, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ContractVersionList, ContractVersionSummary } from '#shared/api/contract-history.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DialogOverlay } from '#client/components/ui/dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { VersionList } from '#client/features/editor/history/version-list.tsx';

type HistoryPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  list: UseQueryResult<ContractVersionList>;
  readOnly: boolean;
  onView: (version: ContractVersionSummary) => void;
  onCompare: (version: ContractVersionSummary) => void;
  onRestore: (version: ContractVersionSummary) => void;
};

/** A panel along the right edge (the whole width on a phone), a Radix dialog: focus stays in, Escape closes. */
export function HistoryPanel({ open, onOpenChange, list, readOnly, onView, onCompare, onRestore }: HistoryPanelProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content className="fixed inset-y-0 right-0 z-50 flex h-dvh w-full flex-col bg-stone-50 shadow-raised outline-none sm:w-[26rem] data-[state=open]:animate-fade-in">
          <div className="flex items-start justify-between gap-3 border-b border-border bg-surface px-5 py-4">
            <div className="grid gap-1">
              <DialogPrimitive.Title className="font-serif text-xl font-semibold text-ink-950">
                Historique des versions
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                Chaque sauvegarde crée une version. Ouvrez-en une en lecture seule, comparez-la à la version actuelle ou
                restaurez-la.
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon-sm" className="shrink-0">
                <X aria-hidden="true" />
                <span className="sr-only">Fermer l’historique</span>
              </Button>
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-4" aria-busy={list.isPending}>
            {list.data ? (
              <VersionList
                list={list.data}
                readOnly={readOnly}
                onView={onView}
                onCompare={onCompare}
                onRestore={onRestore}
              />
            ) : list.isError ? (
              <div className="flex flex-col items-center gap-3 py-12 text-center text-sm text-muted-foreground">
                <FileWarning aria-hidden="true" className="size-6 text-destructive" />
                <p>Impossible de charger l’historique.</p>
                <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
                  Réessayer
                </Button>
              </div>
            ) : (
              <div className="grid gap-3">
                <span className="sr-only">Chargement de l’historique…</span>
                {[0, 1, 2].map((row) => (
                  <Skeleton key={row} className="h-28 w-full" />
                ))}
              </div>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
