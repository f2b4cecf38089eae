import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '#shared/api/branding.ts';
import { AppError } from '#server/app-error.ts';
import { checkLogo } from '#server/modules/branding/check-logo.ts';
import { InvalidSvgError, sanitizeSvg } from '#server/modules/branding/sanitize-svg.ts';

const wrap = (inner: string, attributes = '') =>
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps the drawing: shapes, gradients, internal references, text', () => {
    const svg = wrap(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#123456"/></linearGradient></defs>' +
        '<rect width="10" height="10" fill="url(#g)"/><use href="#g"/><text x="1" y="9">L&amp;M</text>',
    );
    const clean = sanitizeSvg(svg);
    expect(clean).toContain('<rect width="10" height="10" fill="url(#g)"/>');
    expect(clean).toContain('<use href="#g"/>');
    expect(clean).toContain('<text x="1" y="9">L&amp;M</text>');
    expect(clean.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('drops <script> with its content', () => {
    const clean = sanitizeSvg(wrap('<script type="text/javascript">alert(document.cookie)</script><circle r="2"/>'));
    expect(clean).not.toMatch(/script|alert/i);
    expect(clean).toContain('<circle r="2"/>');
  });

  it('drops event handler attributes such as onload=', () => {
    const clean = sanitizeSvg(
      wrap('<g onclick="alert(2)"><path d="M0 0" onmouseover=\'alert(3)\'/></g>', ' onload="alert(1)"'),
    );
    expect(clean).not.toMatch(/on(load|click|mouseover)|alert/);
    expect(clean).toContain('<path d="M0 0"/>');
  });

  it('drops xlink:href and href that point outside the document, and external url()', () => {
    const clean = sanitizeSvg(
      wrap(
        '<use xlink:href="http://evil.example/x.svg#a"/><use href="javascript:alert(1)"/>' +
          '<rect fill="url(https://evil.example/p)" style="fill:url(http://evil.example/q)" width="1" height="1"/>',
        ' xmlns:xlink="http://www.w3.org/1999/xlink"',
      ),
    );
    expect(clean).not.toMatch(/evil|javascript/);
    expect(clean).toContain('<use/>');
    expect(clean).toContain('<rect width="1" height="1"/>');
  });

  it('drops <foreignObject>, <image> and <a> with everything inside them', () => {
    const clean = sanitizeSvg(
      wrap(
        '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="x"></iframe></div></foreignObject>' +
          '<image href="https://evil.example/i.png"/><a href="https://evil.example"><rect/></a><circle r="1"/>',
      ),
    );
    expect(clean).not.toMatch(/foreignObject|iframe|image|evil|<a/);
    expect(clean).toContain('<circle r="1"/>');
  });

  it.each([
    ['a DOCTYPE with entities', '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>'],
    ['a root other than <svg>', '<html><body></body></html>'],
    ['unbalanced tags', '<svg><g></svg>'],
    ['an unknown entity', wrap('<text>&nbsp;</text>')],
    ['a stylesheet importing a file', wrap('<style>@import url(https://evil.example/a.css);</style>')],
    ['plain text', 'hello'],
  ])('refuses %s', (_label, svg) => {
    expect(() => sanitizeSvg(svg)).toThrow(InvalidSvgError);
  });
});

describe('checkLogo', () => {
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(16)]);

  it('accepts a PNG and a JPEG by their magic bytes', () => {
    expect(checkLogo('image/png', png)).toEqual(png);
    const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');
    expect(checkLogo('image/jpeg', jpeg)).toEqual(jpeg);
  });

  it('refuses a PNG whose header is wrong with INVALID_LOGO', () => {
    const wrong = Buffer.from('GIF89a-not-a-png');
    expect(() => checkLogo('image/png', wrong)).toThrow(expect.objectContaining({ code: 'INVALID_LOGO' }));
    expect(() => checkLogo('image/jpeg', png)).toThrow(AppError);
  });

  it('refuses a file past 200 kB with LOGO_TOO_LARGE', () => {
    const big = Buffer.concat([png, Buffer.alloc(LOGO_MAX_BYTES)]);
    expect(() => checkLogo('image/png', big)).toThrow(expect.objectContaining({ code: 'LOGO_TOO_LARGE' }));
  });

  it('stores the sanitised SVG, not the upload', () => {
    const stored = checkLogo('image/svg+xml', Buffer.from(wrap('<circle r="1"/><script>alert(1)</script>')));
    expect(stored.toString('utf8')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><circle r="1"/></svg>',
    );
  });
});
