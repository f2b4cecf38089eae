import { CalendarCheck, Download, Eye, Lock, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { ContractStatus } from '#shared/contract/schema.ts';
import { canEditContract } from '#shared/contract/status.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip.tsx';
import { editorPath, previewPath, trackerPath } from '#client/lib/contract-navigation.ts';

type ContractLinkProps = { contractId: string; title: string };

export function ViewContractButton({ contractId, title }: ContractLinkProps) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={previewPath(contractId)} aria-label={`Voir le contrat « ${title} »`}>
        <Eye aria-hidden="true" />
        Voir
      </Link>
    </Button>
  );
}

/** « Suivi »: the tracker after signature, for a signed contract only (null otherwise). */
export function TrackContractButton({
  contractId,
  title,
  status,
  size = 'sm',
}: ContractLinkProps & { status: ContractStatus; size?: 'sm' | 'md' }) {
  if (status !== 'signed') return null;
  return (
    <Button asChild variant={size === 'md' ? 'secondary' : 'ghost'} size={size}>
      <Link to={trackerPath(contractId)} aria-label={`Suivi du contrat « ${title} »`}>
        <CalendarCheck aria-hidden="true" />
        Suivi
      </Link>
    </Button>
  );
}

/**
 * Sent and signed contracts are read-only: no Modifier, a quiet « Lecture seule » in its place
 * that says why to whoever hovers or focuses it.
 */
export function EditContractButton({ contractId, title, status }: ContractLinkProps & { status: ContractStatus }) {
  if (canEditContract(status)) {
    return (
      <Button asChild variant="ghost" size="sm">
        <Link to={editorPath({ contractId })} aria-label={`Modifier le contrat « ${title} »`}>
          <Pencil aria-hidden="true" />
          Modifier
        </Link>
      </Button>
    );
  }
  const reason =
    status === 'signed'
      ? 'Un contrat signé ne peut plus être modifié.'
      : 'Un contrat envoyé pour signature ne peut plus être modifié.';
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so that keyboard users get the tooltip too.
          tabIndex={0}
          className="inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-muted-foreground"
          data-testid="read-only"
        >
          <Lock aria-hidden="true" className="size-3.5" />
          Lecture seule
          <span className="sr-only"> : {reason}</span>
        </span>
      </TooltipTrigger>
      <TooltipContent>{reason}</TooltipContent>
    </Tooltip>
  );
}

type ExportContractButtonProps = ContractLinkProps & {
  onExport: (contractId: string) => void;
  isExporting: boolean;
  disabled?: boolean;
};

export function ExportContractButton({
  contractId,
  title,
  onExport,
  isExporting,
  disabled,
}: ExportContractButtonProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => onExport(contractId)}
      isLoading={isExporting}
      disabled={disabled}
      aria-label={`Exporter PDF du contrat « ${title} »`}
    >
      {isExporting ? null : <Download aria-hidden="true" />}
      Exporter PDF
    </Button>
  );
}
