import { type ContractDraft, type ContractType, contractTypeSchema } from '#shared/contract/schema.ts';
import { renderContractDocument } from '#shared/template/render.ts';
import { toPreviewContract } from '#client/components/contract-document/preview-contract.ts';

/**
 * What the editor and the full-screen preview hand each other through the navigation state
 * (history.state survives a reload), and the addresses of both screens.
 */

export const EDITOR_PATH = '/create-contract-v2';
export const PREVIEW_PATH = '/contract-preview';

export function editorPath(target: { contractId: string } | { type: ContractType }): string {
  return 'contractId' in target
    ? `${EDITOR_PATH}?id=${encodeURIComponent(target.contractId)}`
    : `${EDITOR_PATH}?type=${target.type}`;
}

export function previewPath(contractId: string): string {
  return `${PREVIEW_PATH}?id=${encodeURIComponent(contractId)}`;
}

/** The tracker of a signed contract: its publications, payments and rights. */
export function trackerPath(contractId: string): string {
  return `/contracts/${encodeURIComponent(contractId)}/suivi`;
}

/** An unsaved contract shown full screen: its rendered HTML and the data it came from. */
export type FullScreenState = {
  html: string | null;
  data: ContractDraft;
  contractId: string | null;
  type: ContractType;
};

export type EditorLocationState = {
  /** Keeps the editor mounted when its address changes from ?type= to ?id= after the first save. */
  editorKey?: string;
  resumeDraft?: boolean;
};

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

export function readFullScreenState(state: unknown): FullScreenState | null {
  const record = asRecord(state);
  const type = contractTypeSchema.safeParse(record?.type);
  if (!record || !type.success || !asRecord(record.data)) return null;
  return {
    html: typeof record.html === 'string' ? record.html : null,
    data: toPreviewContract({ ...asRecord(record.data), type: type.data }),
    contractId: typeof record.contractId === 'string' ? record.contractId : null,
    type: type.data,
  };
}

export function readEditorState(state: unknown): EditorLocationState {
  const record = asRecord(state);
  return {
    editorKey: typeof record?.editorKey === 'string' ? record.editorKey : undefined,
    resumeDraft: record?.resumeDraft === true,
  };
}

/** Plein écran: a saved contract by its id; unsaved changes travel in the navigation state. */
export function fullScreenTarget(input: {
  contractId: string | null;
  unsaved: boolean;
  data: ContractDraft;
  templateHtml: string | null;
}): { to: string; state?: FullScreenState } {
  if (input.contractId && !input.unsaved) return { to: previewPath(input.contractId) };
  return {
    to: input.contractId ? previewPath(input.contractId) : PREVIEW_PATH,
    state: {
      html: input.templateHtml ? renderContractDocument(input.data, input.templateHtml) : null,
      data: input.data,
      contractId: input.contractId,
      type: input.data.type,
    },
  };
}
