import type { ContractType } from '#shared/contract/schema.ts';
import { clausesOfType } from '#shared/template/clause-catalogue.ts';
import { assertSafeTemplate } from '#shared/template/render.ts';

/** Where the skeleton (`templates/contract.html`) receives its articles. */
export const CLAUSES_MARKER = '<!-- clauses -->';

export type TemplateSources = {
  skeleton: string;
  /** `templates/clauses/<id>.html`, by clause id. */
  clauses: Readonly<Record<string, string>>;
};

/**
 * One type's template: the skeleton with the articles of that type, in the catalogue's order.
 * Each article is switched on by `art.<id>.on` in the view model and titled by
 * `art.<id>.title`, so its number (CSS counter) and the references to it agree. The skeleton
 * and every partial pass the same safety assertion; the result is a plain template, which the
 * server stores and serves like any other.
 */
export function assembleTemplate(type: ContractType, sources: TemplateSources): string {
  assertSafeTemplate(sources.skeleton);
  if (!sources.skeleton.includes(CLAUSES_MARKER)) throw new Error('The contract skeleton has no clauses marker.');
  const articles = clausesOfType(type).map(({ id }) => {
    const partial = sources.clauses[id];
    if (partial === undefined) throw new Error(`Missing clause partial: templates/clauses/${id}.html`);
    assertSafeTemplate(partial);
    return [
      `{{#art.${id}.on}}`,
      `<section class="article" id="article-${id}" data-link="article-${id}">`,
      `  <h2 class="article-title">Article {{art.${id}.n}} – {{art.${id}.title}}</h2>`,
      partial.trimEnd(),
      '</section>',
      `{{/art.${id}.on}}`,
    ].join('\n');
  });
  return sources.skeleton.replace(CLAUSES_MARKER, articles.join('\n'));
}
