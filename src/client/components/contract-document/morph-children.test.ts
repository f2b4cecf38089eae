// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { renderContractDocument } from '#shared/template/render.ts';
import { templates } from '#shared/template/template-sources.fixture.ts';
import { morphChildren } from '#client/components/contract-document/morph-children.ts';
import { splitRenderedDocument } from '#client/components/contract-document/preview-frame.ts';

function fragmentOf(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function patched(from: string, to: string) {
  const target = document.createElement('div');
  target.innerHTML = from;
  const kept = Array.from(target.querySelectorAll('*'));
  morphChildren(target, fragmentOf(to));
  return { target, kept };
}

describe('morphChildren', () => {
  it('changes a text in place and keeps every other node', () => {
    const { target, kept } = patched(
      '<h1>Titre</h1><section><p>Prix : <b>100</b> €</p><p>Durée</p></section><footer>fin</footer>',
      '<h1>Titre</h1><section><p>Prix : <b>1000</b> €</p><p>Durée</p></section><footer>fin</footer>',
    );
    expect(target.innerHTML).toBe(
      '<h1>Titre</h1><section><p>Prix : <b>1000</b> €</p><p>Durée</p></section><footer>fin</footer>',
    );
    expect(Array.from(target.querySelectorAll('*'))).toEqual(kept);
  });

  it('adds, removes and replaces nodes, and an element whose attributes changed', () => {
    const cases: Array<[string, string]> = [
      ['<p>a</p><p>c</p>', '<p>a</p><p>b</p><p>c</p>'],
      ['<p>a</p><p>b</p><p>c</p>', '<p>a</p><p>c</p>'],
      ['<p>a</p>', ''],
      ['', '<ul><li>un</li><li>deux</li></ul>'],
      ['<p class="x">a</p><p>b</p>', '<p class="y">a</p><p>b</p>'],
      ['<p data-link="a">a</p>', '<p>a</p>'],
      ['<p>a</p>texte<p>b</p>', '<p>a</p><span>texte</span><p>b</p>'],
      [
        '<table><tbody><tr><td>1</td></tr></tbody></table>',
        '<table><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
      ],
    ];
    for (const [from, to] of cases) expect(patched(from, to).target.innerHTML, `${from} → ${to}`).toBe(to);
  });

  it('ends with the very body a whole rewrite gives, for a contract typed into field after field', () => {
    const draft = createSampleContract('PAID');
    const body = () => splitRenderedDocument(renderContractDocument(draft, templates.PAID)).body;
    const target = document.createElement('div');
    target.innerHTML = body();
    const edits: Array<() => void> = [
      () => {
        draft.title = 'Campagne d’été';
      },
      () => {
        draft.parties.creator.name = 'Maison Œuvre & Cie';
      },
      () => {
        draft.deliverables.publications = [];
      },
      () => {
        draft.title = '';
      },
      () => {
        draft.clauses.exclusivity.enabled = !draft.clauses.exclusivity.enabled;
      },
    ];
    for (const edit of edits) {
      edit();
      const expected = body();
      morphChildren(target, fragmentOf(expected));
      const whole = document.createElement('div');
      whole.innerHTML = expected;
      expect(target.innerHTML).toBe(whole.innerHTML);
    }
  });
});
