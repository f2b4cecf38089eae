// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PagedPreview } from '#client/components/contract-document/paged-preview.tsx';

const html = '<!doctype html><html><head><style>p{margin:0}</style></head><body><p>Article 1 – Objet</p></body></html>';

afterEach(cleanup);

describe('the paged preview', () => {
  it('survives a new link handler while its frame has no document root yet', () => {
    const { container, rerender } = render(<PagedPreview html={html} revision={1} onAnchorClick={() => undefined} />);
    const frame = container.querySelector('iframe');
    const doc = frame?.contentDocument;
    if (!doc) throw new Error('le cadre de l’aperçu n’a pas de document');
    // As while the browser parses the frame's document: no <html> element yet.
    doc.removeChild(doc.documentElement);
    expect(doc.documentElement).toBeNull();
    // A field focused in the editor hands the preview a new link handler.
    rerender(<PagedPreview html={html} revision={2} onAnchorClick={() => undefined} />);
    expect(container.querySelector('[data-testid="paged-preview"]')).not.toBeNull();
  });
});
