import { useQuery } from '@tanstack/react-query';
import { FileWarning, RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { Tabs } from 'radix-ui';
import type { ContractVersion } from '#shared/api/contract-history.ts';
import { diffContracts } from '#shared/contract/diff.ts';
import { renderContractDocument } from '#shared/template/render.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { contractQuery } from '#client/api/contracts.ts';
import { PagedPreview } from '#client/components/contract-document/paged-preview.tsx';
import { useContractTemplate } from '#client/components/contract-document/use-contract-template.ts';
import { contractVersionQuery } from '#client/features/editor/api/history.ts';
import { formatSavedAt, savedByName } from '#client/features/editor/history/saved-at.ts';
import { VersionDiff } from '#client/features/editor/history/version-diff.tsx';

export type ViewerTab = 'apercu' | 'differences';

type VersionViewerProps = {
  contractId: string;
  version: number | null;
  tab: ViewerTab;
  isCurrent: boolean;
  canRestore: boolean;
  hasUnsavedChanges: boolean;
  onTabChange: (tab: ViewerTab) => void;
  onRestore: (version: ContractVersion) => void;
  onClose: () => void;
};

const tabClass =
  'h-9 cursor-pointer rounded-md px-3 text-sm font-medium text-muted-foreground data-[state=active]:bg-surface data-[state=active]:text-ink-950 data-[state=active]:shadow-xs';

function VersionPages({ version }: { version: ContractVersion }) {
  const template = useContractTemplate(version.contract.type);
  const html = useMemo(
    () => (template.templateHtml ? renderContractDocument(version.contract, template.templateHtml) : null),
    [template.templateHtml, version.contract],
  );
  if (html === null || template.isLoading) return <Skeleton className="mx-auto aspect-[210/297] w-full max-w-md" />;
  return <PagedPreview html={html} fontCss={template.fontCss} label={`Version ${version.version} du contrat`} />;
}

function VersionChanges({ contractId, version }: { contractId: string; version: ContractVersion }) {
  const current = useQuery(contractQuery(contractId));
  const changes = useMemo(() => {
    if (!current.data) return null;
    const { id: _id, status: _s, template: _t, version: _v, createdAt: _c, updatedAt: _u, ...draft } = current.data;
    return diffContracts(version.contract, draft);
  }, [current.data, version.contract]);
  if (current.isError) return <Alert variant="destructive">Impossible de charger la version actuelle.</Alert>;
  if (!changes) return <Skeleton className="h-40 w-full" />;
  return <VersionDiff changes={changes} olderLabel={`version ${version.version}`} />;
}

/** One saved version, read-only: its pages as the PDF prints them, or what differs from the current version. */
export function VersionViewer(props: VersionViewerProps) {
  const { contractId, version, tab, isCurrent, canRestore, hasUnsavedChanges, onTabChange, onRestore, onClose } = props;
  const query = useQuery({ ...contractVersionQuery(contractId, version ?? 0), enabled: version !== null });
  const data = query.data;
  return (
    <Dialog open={version !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="flex h-[calc(100dvh-2rem)] max-w-4xl flex-col gap-4 bg-stone-50 p-4 sm:p-6">
        <div className="grid gap-1 pr-8">
          <DialogTitle>Version {version}</DialogTitle>
          <DialogDescription>
            {data ? `${formatSavedAt(data.savedAt)}, par ${savedByName(data)} · lecture seule` : 'Chargement…'}
          </DialogDescription>
        </div>
        <Tabs.Root
          value={isCurrent ? 'apercu' : tab}
          onValueChange={(value) => onTabChange(value as ViewerTab)}
          className="flex min-h-0 flex-1 flex-col gap-3"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Tabs.List
              aria-label="Affichage de la version"
              className="inline-flex gap-1 rounded-lg bg-stone-200/70 p-1"
            >
              <Tabs.Trigger value="apercu" className={tabClass}>
                Aperçu
              </Tabs.Trigger>
              {isCurrent ? null : (
                <Tabs.Trigger value="differences" className={tabClass}>
                  Différences<span className="sr-only"> avec la version actuelle</span>
                </Tabs.Trigger>
              )}
            </Tabs.List>
            {data && canRestore && !isCurrent ? (
              <Button size="sm" onClick={() => onRestore(data)}>
                <RotateCcw aria-hidden="true" />
                Restaurer cette version
              </Button>
            ) : null}
          </div>
          {hasUnsavedChanges && tab === 'differences' && !isCurrent ? (
            <Alert variant="warning">
              La comparaison porte sur la dernière version enregistrée, sans vos modifications non sauvegardées.
            </Alert>
          ) : null}
          <div className="min-h-0 flex-1 overflow-y-auto rounded-lg">
            {query.isError ? (
              <div className="flex flex-col items-center gap-3 py-12 text-center text-sm text-muted-foreground">
                <FileWarning aria-hidden="true" className="size-6 text-destructive" />
                <p>Impossible de charger cette version.</p>
                <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                  Réessayer
                </Button>
              </div>
            ) : !data ? (
              <Skeleton className="h-64 w-full" />
            ) : (
              <>
                <Tabs.Content value="apercu" className="rounded-lg bg-stone-100 p-2 outline-none">
                  <VersionPages version={data} />
                </Tabs.Content>
                <Tabs.Content value="differences" className="outline-none">
                  <VersionChanges contractId={contractId} version={data} />
                </Tabs.Content>
              </>
            )}
          </div>
        </Tabs.Root>
      </DialogContent>
    </Dialog>
  );
}
