import type { z } from 'zod';
import { type ContractDraft, contractDraftSchema } from '#shared/contract/schema.ts';

/**
 * A field-level save (PATCH /contracts/:id) sends only the sections of the draft that changed.
 * Every section may go that way but two, which go with the whole draft through PUT: the type
 * (it changes the template and the blank contract behind it) and the parties (a change of
 * theirs also writes the address book, which compares them with the row's).
 */
export type DraftSection = Exclude<keyof ContractDraft, 'type' | 'parties'>;
export type DraftSections = Partial<Pick<ContractDraft, DraftSection>>;

const { type: _type, parties: _parties, ...sectionShape } = contractDraftSchema.shape;
export const DRAFT_SECTIONS = Object.keys(sectionShape) as DraftSection[];

export const isDraftSection = (key: string): key is DraftSection => Object.hasOwn(sectionShape, key);

/** One schema per set of sections (at most 2^11), each the draft's schema restricted to them. */
const schemas = new Map<string, z.ZodType<DraftSections>>();

export function draftSectionsSchema(sections: readonly DraftSection[]): z.ZodType<DraftSections> {
  const key = [...sections].sort().join(',');
  let schema = schemas.get(key);
  if (!schema) {
    const mask = Object.fromEntries(sections.map((section) => [section, true])) as Partial<Record<DraftSection, true>>;
    schema = contractDraftSchema.pick(mask) as unknown as z.ZodType<DraftSections>;
    schemas.set(key, schema);
  }
  return schema;
}
