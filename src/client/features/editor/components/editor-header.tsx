import { ArrowLeft, Download, Eye, Lock, Maximize2, Save } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContractStatus } from '#shared/contract/schema.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { SaveStatus } from '#client/features/editor/hooks/use-contract-persistence.ts';
import { SaveStatusBadge } from '#client/features/editor/components/save-status.tsx';
import { ContractStatusBadge } from '#client/components/contract/contract-badges.tsx';

export type EditorActions = {
  onSave: () => void;
  onFullScreen: () => void;
  onExport: () => void;
  /** The law engine finds a blocking point: the export gives a draft marked « PROJET — non conforme ». */
  exportsDraft: boolean;
  isSaving: boolean;
  isExporting: boolean;
  readOnly: boolean;
};

type EditorHeaderProps = EditorActions & {
  isSaved: boolean;
  status: ContractStatus | null;
  isDirty: boolean;
  saveStatus: SaveStatus;
  /** Under 768 px the actions live in the bottom bar. */
  showActions: boolean;
  /** « Historique », shown at every width. */
  history?: ReactNode;
};

export function EditorHeader(props: EditorHeaderProps) {
  const { isSaved, status, isDirty, saveStatus, isSaving, readOnly, showActions, history } = props;
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="grid gap-2">
        <Link
          to="/contracts"
          className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-ink-950"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Mes contrats
        </Link>
        <h1 className="text-3xl font-semibold tracking-tight">{isSaved ? 'Modifier le contrat' : 'Nouveau contrat'}</h1>
        <div className="flex flex-wrap items-center gap-2" aria-live="polite">
          {status ? <ContractStatusBadge status={status} /> : null}
          {readOnly ? null : <SaveStatusBadge status={saveStatus} isSaving={isSaving} hasChanges={isDirty} />}
          {readOnly ? (
            <Badge variant="outline">
              <Lock aria-hidden="true" />
              Lecture seule
            </Badge>
          ) : null}
        </div>
      </div>
      {history || showActions ? (
        <div className="flex flex-wrap gap-2">
          {history}
          {showActions ? <EditorActionButtons {...props} /> : null}
        </div>
      ) : null}
    </header>
  );
}

const DRAFT_HINT =
  'PDF marqué « PROJET — non conforme », sans crédit utilisé : complétez la conformité pour exporter le contrat.';

/** Says before the click what the export will produce: the contract, or a draft marked PROJET. */
function ExportLabel({ exportsDraft }: { exportsDraft: boolean }) {
  return exportsDraft ? (
    <>
      Exporter un projet PDF<span className="sr-only"> ({DRAFT_HINT})</span>
    </>
  ) : (
    <>Exporter PDF</>
  );
}

function EditorActionButtons(props: EditorActions) {
  const { onSave, onFullScreen, onExport, exportsDraft, isSaving, isExporting, readOnly } = props;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={onSave} isLoading={isSaving} disabled={readOnly}>
        {isSaving ? null : <Save aria-hidden="true" />}
        Sauvegarder
      </Button>
      <Button variant="secondary" onClick={onFullScreen}>
        <Maximize2 aria-hidden="true" />
        Plein écran
      </Button>
      {/* Never disabled by a save in flight: the export waits for it in the contract's save queue. */}
      <Button
        variant={exportsDraft ? 'secondary' : 'primary'}
        onClick={onExport}
        isLoading={isExporting}
        title={exportsDraft ? DRAFT_HINT : undefined}
      >
        {isExporting ? null : <Download aria-hidden="true" />}
        <ExportLabel exportsDraft={exportsDraft} />
      </Button>
    </div>
  );
}

const barButton = 'h-14 flex-col gap-1 px-1 text-xs';

/**
 * Under 768 px: the actions in a bar along the bottom edge, within thumb's reach. `preview`
 * takes the place of « Plein écran » (it opens the preview over the whole phone screen, and
 * leads to the full-screen page): no floating button covers the form's last row.
 */
export function MobileActionBar(props: EditorActions & { preview?: (trigger: ReactElement) => ReactNode }) {
  const { onSave, onFullScreen, onExport, exportsDraft, isSaving, isExporting, readOnly, preview } = props;
  return (
    <nav
      aria-label="Actions du contrat"
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-3 gap-2 border-t border-border bg-surface/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur-md"
    >
      <Button variant="secondary" className={barButton} onClick={onSave} isLoading={isSaving} disabled={readOnly}>
        {isSaving ? null : <Save aria-hidden="true" />}
        Sauvegarder
      </Button>
      {preview ? (
        preview(
          <Button variant="secondary" className={barButton}>
            <Eye aria-hidden="true" />
            Aperçu
          </Button>,
        )
      ) : (
        <Button variant="secondary" className={barButton} onClick={onFullScreen}>
          <Maximize2 aria-hidden="true" />
          Plein écran
        </Button>
      )}
      <Button
        variant={exportsDraft ? 'secondary' : 'primary'}
        className={barButton}
        onClick={onExport}
        isLoading={isExporting}
      >
        {isExporting ? null : <Download aria-hidden="true" />}
        {exportsDraft ? (
          // « Exporter un projet PDF » does not fit a third of a phone: « Projet PDF » is shown,
          // the whole label is read.
          <>
            <span className="sr-only">Exporter un </span>
            <span className="inline-block first-letter:uppercase">projet PDF</span>
            <span className="sr-only"> ({DRAFT_HINT})</span>
          </>
        ) : (
          <>Exporter PDF</>
        )}
      </Button>
    </nav>
  );
}
