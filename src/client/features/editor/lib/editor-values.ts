import type { FieldPath } from 'react-hook-form';
import type { ContractDraft, ContractDraftInput } from '#shared/contract/schema.ts';

/** What the form holds while typing (zod input) and what a valid submit gives (zod output). */
export type EditorValues = ContractDraftInput;
export type EditorOutput = ContractDraft;
export type EditorPath = FieldPath<EditorValues>;

/** The DOM id of a field's control, from its dotted path: the compliance checklist focuses it. */
export function fieldId(path: string): string {
  return `champ-${path.replaceAll('.', '-')}`;
}

/** The dotted path of a field from its element's id (the keys are camelCase: no dash in a key). */
export function pathOfFieldId(id: string): string | null {
  return id.startsWith('champ-') ? id.slice('champ-'.length).replaceAll('-', '.') : null;
}
