/**
 * Brings a contract body stored under an older model to the current one, before the schema
 * parses it. Pure and idempotent: a current body comes back unchanged. Applied wherever a
 * stored body is read (`parseStoredBody`), so existing contracts and their versions keep
 * opening without a data migration.
 *
 * - `declarations.minorUnder16` / `minorAuthorisation` → `children.present` /
 *   `children.authorisationReference` (C. trav. L7124-1);
 * - the Pro `clauses.paidUsage` block → a `paid-social` use line whose price is its fee, so the
 *   medium is granted once (CPI L131-3, L132-31); when the table already has a `paid-social`
 *   line, the block's fee and account option join that line instead of a second grant;
 * - law `US` / `UK` → `OTHER` with no legal system named (« droit américain » names none).
 */
import { type ContractBody, contractBodySchema } from '#shared/contract/schema.ts';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function objectAt(parent: Json, key: string): Json {
  const current = parent[key];
  if (isObject(current)) return current;
  const created: Json = {};
  parent[key] = created;
  return created;
}

function migrateMinor(body: Json): void {
  const declarations = body.declarations;
  if (!isObject(declarations) || !('minorUnder16' in declarations || 'minorAuthorisation' in declarations)) return;
  const { minorUnder16, minorAuthorisation, ...rest } = declarations;
  body.declarations = rest;
  const children = isObject(body.children) ? { ...body.children } : {};
  if (minorUnder16 === true) children.present = true;
  if (typeof minorAuthorisation === 'string' && minorAuthorisation !== '' && !children.authorisationReference) {
    children.authorisationReference = minorAuthorisation;
  }
  body.children = children;
}

function migratePaidUsage(body: Json): void {
  const clauses = body.clauses;
  if (!isObject(clauses) || !('paidUsage' in clauses)) return;
  const { paidUsage, ...rest } = clauses;
  body.clauses = rest;
  if (!isObject(paidUsage) || paidUsage.enabled !== true) return;
  const rights = objectAt(rest, 'rightsAssignment');
  const uses = Array.isArray(rights.uses) ? [...rights.uses] : [];
  const fee = typeof paidUsage.fee === 'number' ? paidUsage.fee : Number(paidUsage.fee) || 0;
  const creatorAccount = paidUsage.creatorAccountAccess !== false;
  const existing = uses.findIndex((use) => isObject(use) && use.kind === 'paid-social');
  if (existing >= 0) {
    const line = uses[existing] as Json;
    const price = typeof line.price === 'number' ? line.price : 0;
    uses[existing] = { ...line, price: price + fee, creatorAccount: line.creatorAccount === true || creatorAccount };
  } else {
    uses.push({
      kind: 'paid-social',
      description: typeof paidUsage.platforms === 'string' ? paidUsage.platforms : '',
      territory: typeof paidUsage.territory === 'string' && paidUsage.territory !== '' ? paidUsage.territory : 'France',
      durationMonths: paidUsage.durationMonths ?? 3,
      price: fee,
      exclusive: false,
      creatorAccount,
    });
  }
  rights.uses = uses;
  // The ads reproduce and communicate the content: both rights are named (L131-3).
  rights.reproduction = true;
  rights.representation = true;
  objectAt(rest, 'ipRights').brandReuse = true;
}

function migrateLaw(body: Json): void {
  const clauses = body.clauses;
  if (!isObject(clauses) || !isObject(clauses.lawAndJurisdiction)) return;
  const law = clauses.lawAndJurisdiction;
  if (law.law === 'US' || law.law === 'UK') {
    clauses.lawAndJurisdiction = { ...law, law: 'OTHER', otherLegalSystem: '' };
  }
}

export function migrateContractBody(stored: unknown): unknown {
  if (!isObject(stored)) return stored;
  const body = structuredClone(stored);
  migrateMinor(body);
  migratePaidUsage(body);
  migrateLaw(body);
  return body;
}

/** A stored body (contract row or saved version), migrated then parsed with its defaults. */
export function parseStoredBody(stored: unknown): ContractBody {
  return contractBodySchema.parse(migrateContractBody(stored));
}

/**
 * One section of a stored body, as `parseStoredBody` gives it: the body's schema is a plain
 * object of independent parts, so a section is its own schema on the migrated body's. What a
 * save reads of the contract it replaces: the parties (the address book compares the two), the
 * clauses (a free account's field-level save, the Pro gate).
 */
export function parseStoredSection<K extends keyof ContractBody>(stored: unknown, key: K): ContractBody[K] {
  const migrated = migrateContractBody(stored);
  return contractBodySchema.shape[key].parse(isObject(migrated) ? migrated[key] : undefined) as ContractBody[K];
}
