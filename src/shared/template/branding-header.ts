import { ACCENT_COLOR_PATTERN, isReadableOnWhite } from '#shared/branding/accent-color.ts';

/** Brand personalisation as the renderer takes it: what GET /api/branding answers. */
export type DocumentBranding = { logoDataUrl: string | null; accentColor: string | null };

/**
 * Only a base64 PNG or JPEG data: URL may reach the document: the PDF renderer aborts any other
 * request and the document's CSP allows data: images alone, so nothing else could load anyway;
 * an uploaded SVG is stored as the PNG drawn from it (docs/decisions/013-logo-rasterised.md).
 */
const LOGO_DATA_URL = /^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;

export const BRANDING_STYLES = `
.brand-header { display: flex; align-items: center; margin: 0 0 12pt; padding-bottom: 6pt; border-bottom: 0.75pt solid var(--contract-accent, #333); }
.brand-logo { display: block; max-height: 12mm; max-width: 48mm; width: auto; height: auto; object-fit: contain; }
.branded .contract-header { border-bottom-color: var(--contract-accent, #333); }
.branded--titles .contract-title, .branded--titles .article-title { color: var(--contract-accent); }
`;

/**
 * Wraps the filled template in the brand's header. The colour is an inline custom property of
 * the body, not a stylesheet rule, so the live preview follows it without rebuilding its frame.
 */
export function wrapWithBranding(body: string, branding: DocumentBranding | undefined): string {
  if (!branding) return body;
  const accent = branding.accentColor?.toLowerCase() ?? '';
  const validAccent = ACCENT_COLOR_PATTERN.test(accent) ? accent : null;
  const logo = branding.logoDataUrl && LOGO_DATA_URL.test(branding.logoDataUrl) ? branding.logoDataUrl : null;
  if (!validAccent && !logo) return body;
  const classes = ['branded', validAccent && isReadableOnWhite(validAccent) ? 'branded--titles' : '']
    .filter(Boolean)
    .join(' ');
  const style = validAccent ? ` style="--contract-accent: ${validAccent}"` : '';
  // The URL matched a pattern of base64 characters only: nothing in it needs escaping.
  const header = logo ? `<div class="brand-header"><img class="brand-logo" src="${logo}" alt="Logo"></div>` : '';
  return `<div class="${classes}"${style}>${header}${body}</div>`;
}
