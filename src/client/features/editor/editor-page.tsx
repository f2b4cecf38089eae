import { useQuery } from '@tanstack/react-query';
import { FileWarning } from 'lucide-react';
import { useCallback } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { type Contract, type ContractType, contractTypeSchema } from '#shared/contract/schema.ts';
import { messages } from '#shared/messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { isApiError } from '#client/lib/api-error.ts';
import { contractQuery } from '#client/api/contracts.ts';
import { useContractTemplate } from '#client/components/contract-document/use-contract-template.ts';
import { type EditorLocationState, editorPath, readEditorState } from '#client/lib/contract-navigation.ts';
import { EditorScreen } from '#client/features/editor/components/editor-screen.tsx';

type EditorTarget = { kind: 'new'; type: ContractType } | { kind: 'saved'; id: string } | { kind: 'none' };

/** `?id=…` edits a saved contract, `?type=PAID|UGC|GIFT` starts a new one. */
function readTarget(params: URLSearchParams): EditorTarget {
  const id = params.get('id');
  if (id) return { kind: 'saved', id };
  const type = contractTypeSchema.safeParse(params.get('type')?.toUpperCase());
  return type.success ? { kind: 'new', type: type.data } : { kind: 'none' };
}

function EditorLoading() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <span className="sr-only">Chargement du contrat…</span>
      <Skeleton className="h-10 w-72" />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-14 w-full" />
          ))}
        </div>
        <Skeleton className="hidden aspect-[210/297] w-full lg:block" />
      </div>
    </div>
  );
}

type LoadedEditorProps = {
  type: ContractType;
  initial: Contract | null;
  editorKey: string;
  state: EditorLocationState;
};

function LoadedEditor({ type, initial, editorKey, state }: LoadedEditorProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const template = useContractTemplate(type);

  // After the first save the address becomes ?id=…; the same key keeps the editor (and its focus) in place.
  const onCreated = useCallback(
    (contract: Contract) => {
      void navigate(editorPath({ contractId: contract.id }), {
        replace: true,
        state: { editorKey } satisfies EditorLocationState,
      });
    },
    [editorKey, navigate],
  );

  // Back from the full-screen preview, this history entry takes its draft back without asking.
  const onLeaveForPreview = useCallback(async () => {
    await navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: { editorKey, resumeDraft: true } satisfies EditorLocationState,
    });
  }, [editorKey, location.pathname, location.search, navigate]);

  return (
    <EditorScreen
      key={editorKey}
      editorKey={editorKey}
      type={type}
      initial={initial}
      template={template}
      resumeDraft={state.resumeDraft === true}
      onCreated={onCreated}
      onLeaveForPreview={onLeaveForPreview}
    />
  );
}

function LoadFailure({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return (
    <EmptyState
      icon={<FileWarning aria-hidden="true" />}
      title={notFound ? 'Contrat introuvable' : messages.previewLoadFailed}
      description={notFound ? 'Ce contrat n’existe pas ou a été supprimé.' : 'Vérifiez votre connexion puis réessayez.'}
      actions={
        <>
          {notFound ? null : (
            <Button variant="secondary" onClick={onRetry}>
              Réessayer
            </Button>
          )}
          <Button asChild>
            <Link to="/contracts">Mes contrats</Link>
          </Button>
        </>
      }
    />
  );
}

/**
 * One tree for both addresses: when the first save turns ?type= into ?id=, the editor stays
 * at the same place with the same key, so React keeps it mounted.
 */
function EditorRoute({
  target,
  state,
}: {
  target: Exclude<EditorTarget, { kind: 'none' }>;
  state: EditorLocationState;
}) {
  const location = useLocation();
  const id = target.kind === 'saved' ? target.id : null;
  const contract = useQuery({ ...contractQuery(id ?? ''), enabled: id !== null });
  if (target.kind === 'new') {
    return (
      <LoadedEditor
        type={target.type}
        initial={null}
        editorKey={state.editorKey ?? `nouveau:${target.type}:${location.key}`}
        state={state}
      />
    );
  }
  if (contract.data) {
    return (
      <LoadedEditor
        type={contract.data.type}
        initial={contract.data}
        editorKey={state.editorKey ?? `contrat:${target.id}`}
        state={state}
      />
    );
  }
  if (contract.isPending) return <EditorLoading />;
  const notFound = isApiError(contract.error, 'NOT_FOUND') || isApiError(contract.error, 'VALIDATION_ERROR');
  return <LoadFailure notFound={notFound} onRetry={() => void contract.refetch()} />;
}

/** /create-contract-v2: the contract editor with its live paged preview (spec section 2). */
export function EditorPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const target = readTarget(params);
  const state = readEditorState(location.state);

  return (
    <>
      <title>{target.kind === 'saved' ? 'Modifier le contrat · Paraphe' : 'Nouveau contrat · Paraphe'}</title>
      {target.kind === 'none' ? (
        <Navigate to="/create-contract" replace />
      ) : (
        <EditorRoute target={target} state={state} />
      )}
    </>
  );
}
