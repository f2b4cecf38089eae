import type { ContractType } from '#shared/contract/schema.ts';
import { assembleTemplate, type TemplateSources } from '#shared/template/assemble-template.ts';
import skeleton from '../../../templates/contract.html?raw';

const partials = import.meta.glob('../../../templates/clauses/*.html', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** The repository's skeleton and partials, as tests read them (the server reads the same files). */
export const templateSources: TemplateSources = {
  skeleton,
  clauses: Object.fromEntries(
    Object.entries(partials).map(([file, html]) => [file.replace(/^.*\/(.+)\.html$/, '$1'), html]),
  ),
};

export const templates: Record<ContractType, string> = {
  PAID: assembleTemplate('PAID', templateSources),
  UGC: assembleTemplate('UGC', templateSources),
  GIFT: assembleTemplate('GIFT', templateSources),
};
