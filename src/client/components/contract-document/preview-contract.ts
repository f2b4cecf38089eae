import { type ContractDraft, contractDraftSchema } from '#shared/contract/schema.ts';

/**
 * The editor's live values as a contract the template can print. Values the schema accepts
 * are printed as saved (trimmed, numbers coerced). While a field is invalid — an e-mail half
 * typed, a title emptied — the text is printed as typed, so the preview follows every
 * keystroke; only a number field holding text is printed as 0.
 */
export function toPreviewContract(values: unknown): ContractDraft {
  if (typeof values !== 'object' || values === null) return parsePreviewContract(values);
  const known = parsedValues.get(values);
  if (known) return known;
  const contract = parsePreviewContract(values);
  parsedValues.set(values, contract);
  return contract;
}

/**
 * After a keystroke the form hands one copy of its values to the preview and to the law's
 * verdict (`useValuesInTransition`): the schema reads that copy once, for both.
 */
const parsedValues = new WeakMap<object, ContractDraft>();

function parsePreviewContract(values: unknown): ContractDraft {
  const result = contractDraftSchema.safeParse(values);
  if (result.success) return result.data;
  let patched = values;
  for (const issue of result.error.issues) {
    if (issue.code === 'invalid_type' && issue.expected === 'number') {
      patched = setAtPath(patched, issue.path, 0);
    }
  }
  return patched as ContractDraft;
}

function setAtPath(target: unknown, path: readonly PropertyKey[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(target)) {
    const copy = [...target];
    copy[Number(head)] = setAtPath(copy[Number(head)], rest, value);
    return copy;
  }
  const record = typeof target === 'object' && target !== null ? (target as Record<PropertyKey, unknown>) : {};
  return { ...record, [head]: setAtPath(record[head], rest, value) };
}
