import { describe, expect, it } from 'vitest';
import { escapeHtml } from '#shared/format/escape-html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`Tom & Jerry <b>"l'offre"</b>`)).toBe(
      'Tom &amp; Jerry &lt;b&gt;&quot;l&#39;offre&quot;&lt;/b&gt;',
    );
  });

  it('escapes an ampersand once, even when it already starts an entity', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves French text and non-breaking spaces as they are', () => {
    expect(escapeHtml('Créatrice\u00a0: « Léa »')).toBe('Créatrice\u00a0: « Léa »');
  });

  it('writes numbers and other values as text', () => {
    expect(escapeHtml(1500)).toBe('1500');
    expect(escapeHtml(null)).toBe('null');
  });
});
