// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldsOfAnchor, PREVIEW_LINKS } from '#shared/template/preview-links.ts';
import { renderContractDocument } from '#shared/template/render.ts';
import { templates } from '#shared/template/template-sources.fixture.ts';
import { contractWithEveryPart } from '#shared/template/every-part.fixture.ts';
import { renderEditorForm } from '#client/testing/render-editor-form.tsx';
import { contractFixture } from '#client/testing/render-screen.tsx';
import { fieldId, pathOfFieldId } from '#client/features/editor/lib/editor-values.ts';
import { sectionOfPath } from '#client/features/editor/lib/sections.ts';

/**
 * A click on a part of the preview opens the field `PREVIEW_LINKS` names: that field must be
 * in the form, in the section the editor opens for it.
 */
describe('the fields a click in the preview opens', () => {
  afterEach(cleanup);

  for (const type of ['PAID', 'UGC', 'GIFT'] as const) {
    it(`are in the form of a ${type} contract with every part switched on`, () => {
      const contract = contractFixture({ ...contractWithEveryPart(type), type });
      renderEditorForm(contract);
      // The field a click opens: the first of the link's the form shows.
      const opened = new Map(
        PREVIEW_LINKS.map(({ anchor }) => [
          anchor,
          fieldsOfAnchor(anchor).find((path) => document.getElementById(fieldId(path)) !== null) ?? null,
        ]),
      );
      // A link may open nothing only where the type's text has no such part (a GIFT is not paid).
      const html = renderContractDocument(contract, templates[type]);
      const deadLinks = [...opened]
        .filter(([anchor, path]) => path === null && html.includes(`data-link="${anchor}"`))
        .map(([anchor]) => anchor);
      expect(deadLinks).toEqual([]);
      const misplaced = [...opened.values()]
        .filter((path): path is string => path !== null)
        .filter(
          (path) =>
            !document
              .getElementById(`section-${sectionOfPath(path)}`)
              ?.contains(document.getElementById(fieldId(path))),
        );
      expect(misplaced).toEqual([]);
    });
  }

  it('reads a field’s path back from its id', () => {
    expect(pathOfFieldId(fieldId('parties.influencer.outsideEea.enabled'))).toBe(
      'parties.influencer.outsideEea.enabled',
    );
    expect(pathOfFieldId('recherche')).toBeNull();
  });
});
