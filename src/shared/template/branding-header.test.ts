import { describe, expect, it } from 'vitest';
import { contrastOnWhite } from '#shared/branding/accent-color.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { wrapWithBranding } from '#shared/template/branding-header.ts';
import { renderContractDocument } from '#shared/template/render.ts';
import { templates } from '#shared/template/template-sources.fixture.ts';

const paid = templates.PAID;

const PNG_URL = 'data:image/png;base64,iVBORw0KGgo=';

describe('wrapWithBranding', () => {
  it('leaves the document untouched without branding', () => {
    expect(wrapWithBranding('<article></article>', undefined)).toBe('<article></article>');
    expect(wrapWithBranding('<article></article>', { logoDataUrl: null, accentColor: null })).toBe(
      '<article></article>',
    );
  });

  it('puts the logo above the contract and the colour on its titles when it is readable', () => {
    const html = wrapWithBranding('<article></article>', { logoDataUrl: PNG_URL, accentColor: '#1D4ED8' });
    expect(html).toBe(
      `<div class="branded branded--titles" style="--contract-accent: #1d4ed8"><div class="brand-header"><img class="brand-logo" src="${PNG_URL}" alt="Logo"></div><article></article></div>`,
    );
  });

  it('keeps a pale colour off the titles (contrast under 4.5:1), on the rules only', () => {
    expect(contrastOnWhite('#fbbf24')).toBeLessThan(4.5);
    const html = wrapWithBranding('<article></article>', { logoDataUrl: null, accentColor: '#fbbf24' });
    expect(html).toContain('class="branded"');
    expect(html).not.toContain('branded--titles');
  });

  it.each([
    'javascript:alert(1)',
    'https://evil.example/logo.png',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png;base64,AAAA" onerror="alert(1)',
  ])('drops a logo that is not a base64 image data: URL (%s)', (logoDataUrl) => {
    expect(wrapWithBranding('<article></article>', { logoDataUrl, accentColor: null })).toBe('<article></article>');
  });

  it('drops a colour that is not #rrggbb, so nothing reaches the style attribute', () => {
    const html = wrapWithBranding('<p></p>', { logoDataUrl: PNG_URL, accentColor: 'red;background:url(x)' });
    expect(html).not.toContain('style=');
  });

  it('is what renderContractDocument prints when given branding', () => {
    const document = renderContractDocument(createSampleContract('PAID'), paid, {
      branding: { logoDataUrl: PNG_URL, accentColor: '#0f3d5e' },
    });
    expect(document).toMatch(
      /<body><div class="branded branded--titles" style="--contract-accent: #0f3d5e"><div class="brand-header">/,
    );
    expect(document).toContain('.brand-logo');
  });
});
