import { Eye, FileQuestion } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { messages } from '#shared/messages.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { renderContractDocument } from '#shared/template/render.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { PagedPreview } from '#client/components/contract-document/paged-preview.tsx';
import { useContractTemplate } from '#client/components/contract-document/use-contract-template.ts';
import { useExportContract } from '#client/api/export-contract.ts';
import { CreditsLine } from '#client/features/preview/components/credits-line.tsx';
import { BackButton, PreviewActions } from '#client/features/preview/components/preview-actions.tsx';
import { SummaryCards } from '#client/features/preview/components/summary-cards.tsx';
import { usePreviewSource } from '#client/features/preview/hooks/use-preview-source.ts';
import { useDocumentBranding } from '#client/api/branding.ts';

function DocumentSkeleton() {
  return (
    <div className="flex justify-center rounded-xl bg-stone-100 p-4" aria-busy="true">
      <span className="sr-only" role="status">
        Chargement de l’aperçu…
      </span>
      <Skeleton className="aspect-[210/297] w-full max-w-3xl bg-white shadow-card" />
    </div>
  );
}

/** The contract's pages, read-only, exactly as the PDF will cut them. */
function ContractPages({ contract }: { contract: ContractDraft }) {
  const template = useContractTemplate(contract.type);
  const branding = useDocumentBranding();
  const html = useMemo(
    () =>
      template.templateHtml === null
        ? null
        : renderContractDocument(contract, template.templateHtml, { extraStyles: template.fontCss, branding }),
    [contract, template.templateHtml, template.fontCss, branding],
  );
  if (template.error && html === null) {
    return (
      <Alert variant="destructive" title="L’aperçu n’a pas pu être chargé">
        <Button variant="secondary" size="sm" className="mt-2" onClick={template.retry}>
          Réessayer
        </Button>
      </Alert>
    );
  }
  if (html === null || template.isLoading) return <DocumentSkeleton />;
  return (
    <section aria-label="Pages du contrat" className="mx-auto w-full max-w-4xl rounded-xl bg-stone-100 p-2 sm:p-4">
      <PagedPreview html={html} label={`Aperçu du contrat « ${contract.title} »`} />
    </section>
  );
}

export function PreviewPage() {
  const source = usePreviewSource();
  const { exportContract, isExporting } = useExportContract();
  const header = (actions?: ReactNode) => <PageHeader title="Aperçu du contrat" actions={actions} />;

  if (source.kind === 'ready') {
    return (
      <div className="grid gap-5">
        <title>{`${source.data.title || 'Aperçu du contrat'} · Paraphe`}</title>
        <BackButton contractId={source.contractId} type={source.type} unsaved={source.unsaved} />
        {header(
          <PreviewActions
            contractId={source.contractId}
            type={source.type}
            status={source.status}
            title={source.data.title}
            unsaved={source.unsaved}
            isExporting={isExporting}
            onExport={(id) => void exportContract(id)}
          />,
        )}
        {source.unsaved ? (
          <Alert variant="warning" id="apercu-non-sauvegarde" title="Modifications non sauvegardées">
            Cet aperçu montre vos dernières saisies. Sauvegardez-les dans l’éditeur pour exporter le PDF.
          </Alert>
        ) : (
          <CreditsLine />
        )}
        <SummaryCards contract={source.data} status={source.status} unsaved={source.unsaved} />
        <ContractPages contract={source.data} />
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <title>Aperçu du contrat · Paraphe</title>
      <BackButton contractId={null} type="PAID" unsaved={false} />
      {header()}
      {source.kind === 'loading' ? <DocumentSkeleton /> : null}
      {source.kind === 'error' ? (
        <Alert variant="destructive" title={messages.previewLoadFailed}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={source.retry} isLoading={source.isRetrying}>
            Réessayer
          </Button>
        </Alert>
      ) : null}
      {source.kind === 'not-found' || source.kind === 'empty' ? (
        <EmptyState
          icon={source.kind === 'empty' ? <Eye aria-hidden="true" /> : <FileQuestion aria-hidden="true" />}
          title={source.kind === 'empty' ? 'Aucun contrat à afficher' : 'Contrat introuvable'}
          description={
            source.kind === 'empty'
              ? 'Ouvrez un contrat depuis l’éditeur ou depuis votre liste pour le voir ici.'
              : 'Ce contrat n’existe pas ou a été supprimé.'
          }
          actions={
            <Button asChild variant="secondary">
              <Link to="/contracts">Mes contrats</Link>
            </Button>
          }
        />
      ) : null}
    </div>
  );
}
