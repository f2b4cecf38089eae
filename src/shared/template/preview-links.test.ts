import { describe, expect, it } from 'vitest';
import { CLAUSES } from '#shared/template/clause-catalogue.ts';
import { anchorsOfField, fieldsOfAnchor, PREVIEW_LINKS } from '#shared/template/preview-links.ts';
import { renderContractDocument } from '#shared/template/render.ts';
import { templates } from '#shared/template/template-sources.fixture.ts';
import { contractWithEveryPart } from '#shared/template/every-part.fixture.ts';
import { SCENARIOS } from '#shared/template/scenarios/scenarios.ts';

const amendment = SCENARIOS['paid-amendment-renewal']?.();
const rendered = [
  ...(['PAID', 'UGC', 'GIFT'] as const).map((type) =>
    renderContractDocument(contractWithEveryPart(type), templates[type]),
  ),
  // An amendment prints its own articles, and only those.
  ...(amendment ? [renderContractDocument(amendment, templates[amendment.type])] : []),
];

describe('the links between the form and the preview', () => {
  it('find every linked part of the contract in the text the preview shows', () => {
    const missing = PREVIEW_LINKS.filter(
      ({ anchor }) => !rendered.some((html) => html.includes(`data-link="${anchor}"`)),
    ).map(({ anchor }) => anchor);
    expect(missing).toEqual([]);
  });

  it('mark every article of the catalogue, linked or not', () => {
    for (const { id } of CLAUSES) {
      expect(
        rendered.some((html) =>
          html.includes(`<section class="article" id="article-${id}" data-link="article-${id}">`),
        ),
        id,
      ).toBe(true);
    }
  });

  it('name the closest part first', () => {
    expect(anchorsOfField('parties.influencer.outsideEea.enabled')).toEqual(['article-outsideEea', 'party-influencer']);
    expect(anchorsOfField('clauses.lawAndJurisdiction.courtCity')).toEqual(['article-jurisdiction', 'article-law']);
    expect(anchorsOfField('deliverables.publications.0.platform')).toEqual(['article-missions']);
    expect(anchorsOfField('compensation.paymentAmount')).toEqual(['article-pay']);
    expect(anchorsOfField('title')).toEqual(['title']);
    // A prefix of a key is not the key: `parties.creatorX` is not the brand.
    expect(anchorsOfField('parties.creatorX')).toEqual([]);
  });

  it('open, from a part of the contract, a field that part reads', () => {
    for (const link of PREVIEW_LINKS) {
      expect(anchorsOfField(fieldsOfAnchor(link.anchor)[0] ?? ''), link.anchor).toContain(link.anchor);
    }
    expect(fieldsOfAnchor('article-term')).toEqual(['clauses.duration.startDate']);
    expect(fieldsOfAnchor('article-general')).toEqual([]);
  });
});
