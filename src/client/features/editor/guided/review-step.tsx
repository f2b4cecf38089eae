import { CircleCheck, Download, Maximize2 } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import type { ContractType } from '#shared/contract/schema.ts';
import { formatIsoDay } from '#shared/format/dates.ts';
import { formatMoney } from '#shared/format/numbers.ts';
import { Button } from '#client/components/ui/button.tsx';
import type { EditorActions } from '#client/features/editor/components/editor-header.tsx';
import type { LawVerdict } from '#client/features/editor/hooks/use-law-verdict.ts';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';
import { FindingLinks } from '#client/features/editor/guided/finding-links.tsx';

type ReviewStepProps = {
  type: ContractType;
  verdict: LawVerdict;
  onFocusField: (path: string) => void;
  actions: EditorActions;
  previewBeside: boolean;
};

function dayOrDash(iso: string | undefined): string {
  return iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatIsoDay(iso) : '—';
}

function ContractSummary({ type }: { type: ContractType }) {
  const values = useWatch<EditorValues>();
  const amount = Number(values.compensation?.paymentAmount);
  const publications = values.deliverables?.publications ?? [];
  const products = values.compensation?.products ?? [];
  const rows: [string, string][] = [
    ['Contrat', values.title ?? ''],
    ['Marque', values.parties?.creator?.name ?? ''],
    ['Créateur', values.parties?.influencer?.name ?? ''],
    ['Objet', values.deliverables?.partnershipObject ?? ''],
    [
      'Publications',
      publications
        .map((item) =>
          [item?.quantity, item?.platform, item?.format].filter((part) => part !== '' && part !== undefined).join(' '),
        )
        .join(' ; '),
    ],
    type === 'GIFT'
      ? [
          'Produits',
          products
            .map((item) => item?.name)
            .filter(Boolean)
            .join(', '),
        ]
      : [
          'Rémunération',
          Number.isFinite(amount) && amount > 0 ? `${formatMoney(amount, values.compensation?.currency)} HT` : '',
        ],
    [
      'Durée',
      `du ${dayOrDash(values.clauses?.duration?.startDate)} au ${dayOrDash(values.clauses?.duration?.endDate)}`,
    ],
  ];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="break-words text-ink-900">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Step 5: what still blocks (each a link to its step), the contract in short, the preview and the export. */
export function ReviewStep({ type, verdict, onFocusField, actions, previewBeside }: ReviewStepProps) {
  const blocking = verdict.findings.filter((finding) => finding.severity === 'blocking');
  const warnings = verdict.findings.filter((finding) => finding.severity === 'warning');
  return (
    <>
      {blocking.length > 0 ? (
        <section aria-labelledby="guide-bloquant" className="rounded-lg border border-red-200 bg-red-50/60 p-2">
          <h3 id="guide-bloquant" className="px-2 pt-1 text-sm font-semibold text-destructive">
            {blocking.length === 1
              ? 'Il manque 1 information pour un contrat conforme'
              : `Il manque ${blocking.length} informations pour un contrat conforme`}
          </h3>
          <FindingLinks findings={blocking} onFocusField={onFocusField} />
        </section>
      ) : (
        <p className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50/60 px-3 py-2.5 text-sm font-medium text-success">
          <CircleCheck aria-hidden="true" className="size-4" />
          Le contrat est conforme
        </p>
      )}
      {warnings.length > 0 ? (
        <details className="rounded-lg border border-border px-2 py-1.5 text-sm">
          <summary className="cursor-pointer px-2 py-1 font-medium text-ink-900">
            {warnings.length === 1 ? '1 point à vérifier' : `${warnings.length} points à vérifier`}
          </summary>
          <FindingLinks findings={warnings} onFocusField={onFocusField} />
        </details>
      ) : null}
      <ContractSummary type={type} />
      <div className="flex flex-col gap-2 sm:flex-row">
        {previewBeside ? null : (
          <Button variant="secondary" onClick={actions.onFullScreen}>
            <Maximize2 aria-hidden="true" />
            Voir le contrat en plein écran
          </Button>
        )}
        <Button
          variant={actions.exportsDraft ? 'secondary' : 'primary'}
          onClick={actions.onExport}
          isLoading={actions.isExporting}
        >
          {actions.isExporting ? null : <Download aria-hidden="true" />}
          {actions.exportsDraft ? 'Exporter un projet (PDF)' : 'Exporter le contrat (PDF)'}
        </Button>
      </div>
      {actions.exportsDraft ? (
        <p className="text-xs text-muted-foreground">
          Tant qu’il manque une information, le PDF est marqué « PROJET — non conforme » et n’utilise aucun export.
        </p>
      ) : null}
    </>
  );
}
