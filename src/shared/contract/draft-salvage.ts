import type { z } from 'zod';
import type { FieldIssue } from '#shared/errors.ts';
import {
  PENDING_INPUTS_MAX,
  PENDING_VALUE_MAX,
  type PendingInputs,
  type PendingValue,
} from '#shared/contract/pending-inputs.ts';
import { type ContractDraft, contractDraftSchema } from '#shared/contract/schema.ts';

/**
 * A draft is saved as it is (issue « never a word lost »): a field whose format is wrong is
 * not a reason to refuse the save. Each such field is set aside with its raw input (see
 * pending-inputs.ts) and replaced in the body by the value of a blank contract of the same
 * type. Only a body whose shape is wrong (a list instead of a text, an unknown key type…) is
 * refused, since nothing a user types in the editor can produce it.
 */

type Path = ReadonlyArray<PropertyKey>;
export type SalvageResult<T = ContractDraft> =
  | { ok: true; draft: T; pending: PendingInputs }
  | { ok: false; issues: FieldIssue[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readPath(root: unknown, path: Path): unknown {
  let node: unknown = root;
  for (const key of path) {
    if (Array.isArray(node) && typeof key === 'number') node = node[key];
    else if (isRecord(node) && typeof key === 'string') node = node[key];
    else return undefined;
  }
  return node;
}

/** Sets (or, with `undefined`, removes) the leaf at `path`; false when a parent is missing. */
function writePath(root: unknown, path: Path, value: unknown): boolean {
  const parent = readPath(root, path.slice(0, -1));
  const key = path.at(-1);
  if (Array.isArray(parent) && typeof key === 'number' && key < parent.length) {
    parent[key] = value;
    return true;
  }
  if (isRecord(parent) && typeof key === 'string') {
    if (value === undefined) delete parent[key];
    else parent[key] = value;
    return true;
  }
  return false;
}

const isPendingValue = (value: unknown): value is PendingValue =>
  (typeof value === 'string' && value.length <= PENDING_VALUE_MAX) ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  typeof value === 'boolean';

export const pathKey = (path: Path): string => path.map(String).join('.');

function toIssues(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): FieldIssue[] {
  return error.issues.map((issue) => ({ path: pathKey(issue.path), message: issue.message }));
}

/**
 * Sets one failing field aside. A field that still fails once replaced (the end date before a
 * start date the user also typed) takes its whole group with it: each of the group's fields
 * is set aside and the group becomes the blank contract's.
 */
function setAside(patched: unknown, blank: ContractDraft, path: Path, pending: PendingInputs): boolean {
  const key = pathKey(path);
  const value = readPath(patched, path);
  if (value !== undefined && !isPendingValue(value)) return false;
  if (!(key in pending)) {
    const replacement = readPath(blank, path);
    // A text where the contract has a group or a list is a wrong shape, not a wrong format.
    if (typeof replacement === 'object' && replacement !== null) return false;
    if (value !== undefined) pending[key] = value;
    return writePath(patched, path, replacement);
  }
  const groupPath = path.slice(0, -1);
  const group = readPath(patched, groupPath);
  const blankGroup = readPath(blank, groupPath);
  if (groupPath.length === 0 || !isRecord(group) || !isRecord(blankGroup)) return false;
  for (const [field, fieldValue] of Object.entries(group)) {
    const fieldKey = pathKey([...groupPath, field]);
    if (isPendingValue(fieldValue) && !(fieldKey in pending)) pending[fieldKey] = fieldValue;
  }
  return writePath(patched, groupPath, structuredClone(blankGroup));
}

/**
 * `raw` as sent by the editor, `blankOf` makes a default contract of its type (only when a
 * field is to be set aside: most saves are well formed). Returns the draft to store and the raw
 * inputs set aside, or the issues that cannot be set aside. `schema` is the whole draft's, or
 * the schema of some of its sections (a field-level save): the paths stay the draft's.
 */
export function salvageDraft<T = ContractDraft>(
  raw: unknown,
  blankOf: () => ContractDraft,
  schema: z.ZodType<T> = contractDraftSchema as unknown as z.ZodType<T>,
): SalvageResult<T> {
  let parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, draft: parsed.data, pending: {} };
  if (!isRecord(raw)) return { ok: false, issues: toIssues(parsed.error) };

  const blank = blankOf();

  const patched: unknown = structuredClone(raw);
  const pending: PendingInputs = {};
  for (let pass = 0; pass < 3 && !parsed.success; pass += 1) {
    for (const issue of parsed.error.issues) {
      if (!setAside(patched, blank, issue.path, pending)) return { ok: false, issues: toIssues(parsed.error) };
    }
    if (Object.keys(pending).length > PENDING_INPUTS_MAX) return { ok: false, issues: toIssues(parsed.error) };
    parsed = schema.safeParse(patched);
  }
  if (!parsed.success) return { ok: false, issues: toIssues(parsed.error) };
  return { ok: true, draft: parsed.data, pending };
}

/**
 * The stored body with its raw inputs laid back over it, checked as the export and the
 * signature check it: the format errors still to fix, by path (empty when none).
 */
export function formatIssuesOf(draft: ContractDraft, pending: PendingInputs): FieldIssue[] {
  if (Object.keys(pending).length === 0) return [];
  const merged: unknown = structuredClone(draft);
  for (const [key, value] of Object.entries(pending)) {
    const path = key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    writePath(merged, path, value);
  }
  const parsed = contractDraftSchema.safeParse(merged);
  return parsed.success ? [] : toIssues(parsed.error);
}
