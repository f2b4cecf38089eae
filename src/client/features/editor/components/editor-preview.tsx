import { Eye, FileWarning, Maximize2, X, ZoomIn, ZoomOut } from 'lucide-react';
import { type ReactElement, useMemo, useState } from 'react';
import { renderContractDocument } from '#shared/template/render.ts';
import { messages } from '#shared/messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { RegionErrorBoundary } from '#client/components/region-error-boundary.tsx';
import { PagedPreview } from '#client/components/contract-document/paged-preview.tsx';
import { useLiveContract } from '#client/features/editor/hooks/use-live-contract.ts';
import { useDocumentBranding } from '#client/api/branding.ts';

export type TemplateState = {
  templateHtml: string | null;
  fontCss: string;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
};

/** The links between the form and the preview (see `#shared/template/preview-links.ts`). */
export type PreviewLinking = {
  /** The parts of the contract the field being edited writes, closest first. */
  highlight: readonly string[];
  /** A click on a part of the contract: opens its field. */
  onAnchorClick: (anchor: string) => void;
};

/** null: the sheets fit the width. Otherwise a scale, 1 being the printed size. */
const ZOOM_LEVELS = [0.5, 0.75, 1, 1.25, 1.5] as const;

function nextZoom(zoom: number | null, direction: 1 | -1): number {
  if (zoom === null) return direction === 1 ? 1 : 0.5;
  const index = ZOOM_LEVELS.indexOf(zoom as (typeof ZOOM_LEVELS)[number]);
  return ZOOM_LEVELS[Math.min(ZOOM_LEVELS.length - 1, Math.max(0, index + direction))] ?? 1;
}

function ZoomControls({ zoom, onZoom }: { zoom: number | null; onZoom: (zoom: number | null) => void }) {
  return (
    <fieldset className="m-0 flex items-center gap-0.5 border-0 p-0" aria-label="Zoom de l’aperçu">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Réduire l’aperçu"
        disabled={zoom === ZOOM_LEVELS[0]}
        onClick={() => onZoom(nextZoom(zoom, -1))}
      >
        <ZoomOut aria-hidden="true" />
      </Button>
      <output className="min-w-14 text-center text-xs tabular-nums text-muted-foreground" aria-live="polite">
        {zoom === null ? 'Ajusté' : `${Math.round(zoom * 100)}\u00a0%`}
      </output>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Agrandir l’aperçu"
        disabled={zoom === ZOOM_LEVELS.at(-1)}
        onClick={() => onZoom(nextZoom(zoom, 1))}
      >
        <ZoomIn aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Ajuster l’aperçu à la largeur"
        aria-pressed={zoom === null}
        onClick={() => onZoom(null)}
      >
        <Maximize2 aria-hidden="true" />
      </Button>
    </fieldset>
  );
}

/** The live document: the form's values rendered with the PDF's own function, cut into pages. */
function LivePages({
  templateHtml,
  fontCss,
  linking,
}: {
  templateHtml: string;
  fontCss: string;
  linking?: PreviewLinking | undefined;
}) {
  const contract = useLiveContract();
  const branding = useDocumentBranding();
  const html = useMemo(
    () => renderContractDocument(contract, templateHtml, { branding }),
    [contract, templateHtml, branding],
  );
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2 px-1">
        <p className="text-xs text-muted-foreground" aria-hidden="true">
          {pageCount === null ? 'Mise en page…' : `${pageCount} page${pageCount > 1 ? 's' : ''} · format A4`}
        </p>
        <ZoomControls zoom={zoom} onZoom={setZoom} />
      </div>
      <PagedPreview
        html={html}
        fontCss={fontCss}
        revision={contract}
        onPageCountChange={setPageCount}
        zoom={zoom}
        highlight={linking?.highlight}
        onAnchorClick={linking?.onAnchorClick}
      />
      {linking ? (
        <p className="px-1 text-xs text-muted-foreground">
          Cliquez sur une clause pour ouvrir son champ ; le champ en cours de saisie est surligné.
        </p>
      ) : null}
    </div>
  );
}

export function PreviewSkeleton() {
  return (
    <div className="flex flex-col items-center gap-4 p-6" aria-busy="true">
      <span className="sr-only">Chargement de l’aperçu…</span>
      <Skeleton className="aspect-[210/297] w-full max-w-md bg-white shadow-card" />
    </div>
  );
}

function PreviewFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center text-sm text-muted-foreground">
      <FileWarning aria-hidden="true" className="size-6 text-destructive" />
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Réessayer
      </Button>
    </div>
  );
}

export function EditorPreview({ template, linking }: { template: TemplateState; linking?: PreviewLinking }) {
  if (template.templateHtml !== null && !template.isLoading) {
    return (
      // A failure of the preview stays in the preview: the form beside it keeps what was typed.
      <RegionErrorBoundary
        label="aperçu du contrat"
        fallback={(retry) => <PreviewFailure message={messages.previewRenderFailed} onRetry={retry} />}
      >
        <LivePages templateHtml={template.templateHtml} fontCss={template.fontCss} linking={linking} />
      </RegionErrorBoundary>
    );
  }
  if (template.error) return <PreviewFailure message={messages.previewLoadFailed} onRetry={template.retry} />;
  return <PreviewSkeleton />;
}

/**
 * Under 1024 px the preview opens in a full-screen sheet: from the phone's action bar (`trigger`),
 * or from a floating button between 768 and 1024 px, where there is no bar.
 */
export function PreviewSheet({
  template,
  trigger,
  onFullScreen,
}: {
  template: TemplateState;
  trigger?: ReactElement;
  /** « Plein écran » in the sheet's header: the page that exports, when the bar gives it its place. */
  onFullScreen?: () => void;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button className="fixed right-4 bottom-6 z-30 rounded-full shadow-raised" size="lg">
            <Eye aria-hidden="true" />
            Aperçu
          </Button>
        )}
      </DialogTrigger>
      {/* The close button lives in the sticky header: it stays in reach while the pages scroll. */}
      <DialogContent
        hideClose
        className="top-0 left-0 h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 content-start gap-3 rounded-none border-0 bg-stone-100 p-0"
      >
        <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-border bg-surface py-2 pr-2 pl-4">
          <DialogTitle className="mr-auto font-sans text-base">Aperçu du contrat</DialogTitle>
          <DialogDescription className="sr-only">Le contrat tel qu’il sera exporté en PDF.</DialogDescription>
          {onFullScreen ? (
            <Button variant="ghost" size="sm" onClick={onFullScreen}>
              <Maximize2 aria-hidden="true" />
              Plein écran
            </Button>
          ) : null}
          <DialogClose asChild>
            <Button variant="ghost" size="icon" aria-label="Fermer">
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </div>
        <div className="px-2 pb-6">
          <EditorPreview template={template} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
