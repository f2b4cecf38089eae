import { diffGroups, type FieldLabel, fieldLabels, type ValueFormat } from '#shared/contract/diff-labels.ts';
import type { Currency } from '#shared/contract/schema-compensation.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { formatIsoDay } from '#shared/format/dates.ts';
import { formatMoney, formatNumber } from '#shared/format/numbers.ts';

/** One difference between two versions, in words: « Montant de la rémunération : 1 500,00 € → 1 800,00 € ». */
export type ContractChange = {
  /** Dotted path of the field ('compensation.products.1.retailValue'). */
  path: string;
  /** The part of the contract it belongs to ('Rémunération et produits'). */
  group: string;
  label: string;
  kind: 'changed' | 'added' | 'removed';
  /** The value in the older version, formatted; '' when absent or empty. */
  before: string;
  after: string;
};

type Context = { before: Currency; after: Currency; changes: ContractChange[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function formatValue(value: unknown, format: ValueFormat | undefined, currency: Currency): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (format?.kind === 'money' && typeof value === 'number') return formatMoney(value, currency);
  if (format?.kind === 'date' && typeof value === 'string') return formatIsoDay(value) || value;
  if (format?.kind === 'choice') return format.labels[String(value)] ?? String(value);
  if (typeof value === 'number') {
    const amount = formatNumber(value);
    return format?.kind === 'count' ? `${amount} ${Math.abs(value) >= 2 ? format.units : format.unit}` : amount;
  }
  if (isRecord(value) || Array.isArray(value)) return '';
  return String(value);
}

function groupOf(path: string): string {
  return diffGroups.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'Informations générales';
}

function labelOf(pattern: string): FieldLabel {
  return fieldLabels[pattern] ?? { label: pattern };
}

/** The non-empty values of a list item on one line: « Instagram · Reel · 1 · 16/02/2026 ». */
function summarise(item: unknown, pattern: string, currency: Currency): string {
  if (!isRecord(item)) return formatValue(item, labelOf(pattern).format, currency);
  return Object.entries(item)
    .map(([key, value]) => summarise(value, `${pattern}.${key}`, currency))
    .filter((text) => text !== '')
    .join(' · ');
}

function walk(context: Context, before: unknown, after: unknown, path: string, pattern: string, prefix: string) {
  const child = (key: string) => (path === '' ? key : `${path}.${key}`);
  const childPattern = (key: string) => (pattern === '' ? key : `${pattern}.${key}`);
  if (Array.isArray(before) || Array.isArray(after)) {
    const left = Array.isArray(before) ? before : [];
    const right = Array.isArray(after) ? after : [];
    const itemPattern = `${pattern}.#`;
    for (let index = 0; index < Math.max(left.length, right.length); index++) {
      const itemLabel = `${labelOf(itemPattern).label} n° ${index + 1}`;
      if (index >= left.length || index >= right.length) {
        const added = index >= left.length;
        context.changes.push({
          path: child(String(index)),
          group: groupOf(path),
          label: itemLabel,
          kind: added ? 'added' : 'removed',
          before: added ? '' : summarise(left[index], itemPattern, context.before),
          after: added ? summarise(right[index], itemPattern, context.after) : '',
        });
      } else {
        walk(context, left[index], right[index], child(String(index)), itemPattern, itemLabel);
      }
    }
    return;
  }
  if (isRecord(before) || isRecord(after)) {
    const left = isRecord(before) ? before : {};
    const right = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(right), ...Object.keys(left)])];
    for (const key of keys) walk(context, left[key], right[key], child(key), childPattern(key), prefix);
    return;
  }
  if (Object.is(before, after)) return;
  const field = labelOf(pattern);
  const own = pattern.endsWith('#') ? '' : field.label;
  const formatted = {
    before: formatValue(before, field.format, context.before),
    after: formatValue(after, field.format, context.after),
  };
  // 0 and '' may read the same once formatted; only what a reader can see is a change.
  if (formatted.before === formatted.after) return;
  context.changes.push({
    path,
    group: groupOf(path),
    label: prefix && own ? `${prefix} — ${own}` : prefix || own,
    kind: formatted.before === '' ? 'added' : formatted.after === '' ? 'removed' : 'changed',
    ...formatted,
  });
}

/**
 * What changed from `before` to `after`, field by field, in the order of the contract, with
 * French labels and values formatted as the contract prints them (dates dd/mm/yyyy, amounts in
 * their currency, choices by their label). List items are compared by position.
 */
export function diffContracts(before: ContractDraft, after: ContractDraft): ContractChange[] {
  const context: Context = {
    before: before.compensation?.currency ?? 'EUR',
    after: after.compensation?.currency ?? 'EUR',
    changes: [],
  };
  // Title and type first, as the editor shows them, whatever the order of the objects' keys.
  const inReadingOrder = ({ title, type, ...body }: ContractDraft) => ({ title, type, ...body });
  walk(context, inReadingOrder(before), inReadingOrder(after), '', '', '');
  return context.changes;
}
