import {
  Archive,
  ArchiveRestore,
  CalendarCheck,
  Copy,
  Download,
  Eye,
  FileSignature,
  Lock,
  MoreHorizontal,
  Pencil,
  PenLine,
  Send,
  Trash2,
} from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { ContractSummary } from '#shared/api/contracts.ts';
import { canEditContract } from '#shared/contract/status.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { editorPath, previewPath, trackerPath } from '#client/lib/contract-navigation.ts';
import { type ContractListActions, isContractBusy } from '#client/features/contracts/list/contract-list-actions.ts';

/**
 * The one « … » button of a row or a card, and its labelled actions. Which actions depend on
 * the status: a sent or signed contract is read-only; a draft has no PDF to send yet; a sent or
 * signed contract is evidence, archived but never deleted (C. civ. 2224).
 */
type ContractActionsMenuProps = {
  contract: ContractSummary;
  actions: ContractListActions;
  /** A card on a phone takes the larger button: a finger, not a pointer. */
  size?: 'icon' | 'icon-sm';
};

export function ContractActionsMenu({ contract, actions, size = 'icon-sm' }: ContractActionsMenuProps) {
  const { status } = contract;
  const editable = canEditContract(status);
  const busy = isContractBusy(actions, contract.id);
  const otherExportRunning = actions.exportingId !== null && actions.exportingId !== contract.id;
  // An item that opens a dialog waits until the menu has given the focus back to its button:
  // the dialog then returns it there when it closes, instead of to the vanished item.
  const trigger = useRef<HTMLButtonElement>(null);
  const afterClose = useRef<(() => void) | null>(null);
  const openAfterClose = (open: (contract: ContractSummary) => void) => () => {
    afterClose.current = () => open(contract);
  };
  const runAfterClose = (event: Event) => {
    const run = afterClose.current;
    if (!run) return;
    afterClose.current = null;
    event.preventDefault();
    trigger.current?.focus();
    run();
  };
  return (
    // Not modal: the page behind stays readable by assistive technologies (a modal menu hides
    // it with aria-hidden while its links stay focusable) and a dialog opened from an item
    // finds the page as it was. Escape and a click outside still close the menu.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={trigger}
          variant="ghost"
          size={size}
          aria-label={`Actions du contrat « ${contract.title} »`}
          aria-busy={busy || undefined}
          className="text-ink-700 data-[state=open]:bg-ink-50"
        >
          {busy ? <Spinner label="" /> : <MoreHorizontal aria-hidden="true" />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent onCloseAutoFocus={runAfterClose}>
        <DropdownMenuItem asChild>
          <Link to={editorPath({ contractId: contract.id })}>
            {editable ? <Pencil aria-hidden="true" /> : <Lock aria-hidden="true" />}
            {editable ? 'Modifier' : 'Ouvrir en lecture seule'}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={previewPath(contract.id)}>
            <Eye aria-hidden="true" />
            Voir l’aperçu
          </Link>
        </DropdownMenuItem>
        {status === 'signed' ? (
          <DropdownMenuItem asChild>
            <Link to={trackerPath(contract.id)}>
              <CalendarCheck aria-hidden="true" />
              Suivi du contrat
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem
          disabled={otherExportRunning || actions.exportingId === contract.id}
          onSelect={() => actions.onExport(contract.id)}
        >
          <Download aria-hidden="true" />
          Exporter PDF
        </DropdownMenuItem>
        {status === 'draft' ? null : (
          <DropdownMenuItem onSelect={openAfterClose(actions.onSignature)}>
            {status === 'exported' ? <Send aria-hidden="true" /> : <PenLine aria-hidden="true" />}
            {status === 'exported' ? 'Envoyer pour signature' : 'Suivi de signature'}
          </DropdownMenuItem>
        )}
        {status === 'exported' || status === 'sent' ? (
          <DropdownMenuItem onSelect={openAfterClose(actions.onMarkSigned)}>
            <FileSignature aria-hidden="true" />
            Marquer comme signé
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem
          disabled={actions.duplicatingId === contract.id}
          onSelect={() => actions.onDuplicate(contract)}
        >
          <Copy aria-hidden="true" />
          Dupliquer
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={actions.archivingId === contract.id}
          onSelect={() => actions.onArchive(contract, !contract.archivedAt)}
        >
          {contract.archivedAt ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {contract.archivedAt ? 'Désarchiver' : 'Archiver'}
        </DropdownMenuItem>
        {editable ? (
          <DropdownMenuItem destructive onSelect={openAfterClose(actions.onDelete)}>
            <Trash2 aria-hidden="true" />
            Supprimer
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
