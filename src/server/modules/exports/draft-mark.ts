import { escapeHtml } from '#shared/format/escape-html.ts';
import type { Finding } from '#shared/law/types.ts';

export const DRAFT_MARK = 'PROJET — non conforme';

/**
 * Every page says « PROJET — non conforme » at its top (a `@page` margin box, repeated by
 * Chromium on each page) and across it (a fixed, faint diagonal mark); the first page lists
 * what the law still requires. Added after the template's styles so no template can hide them.
 */
export function markAsDraft(html: string, blocking: readonly Finding[]): string {
  const style = `<style>
@page { @top-center { content: "${DRAFT_MARK}"; color: #b42318; font: 700 11pt sans-serif; letter-spacing: 0.08em; } }
.paraphe-draft-mark { position: fixed; top: 42%; left: 0; right: 0; text-align: center; transform: rotate(-30deg);
  font: 700 40pt sans-serif; white-space: nowrap; color: rgba(180, 35, 24, 0.14); pointer-events: none; z-index: 1000; }
.paraphe-draft-notice { border: 2px solid #b42318; padding: 10pt 14pt; margin: 0 0 16pt; font: 10pt/1.4 sans-serif; color: #1c1917; }
.paraphe-draft-notice h2 { color: #b42318; font-size: 12pt; margin: 0 0 6pt; }
.paraphe-draft-notice li { margin: 2pt 0; }
</style>`;
  const items = blocking
    .map((finding) => `<li>${escapeHtml(finding.label)} <small>(${escapeHtml(finding.source)})</small></li>`)
    .join('');
  const notice = `<div class="paraphe-draft-mark" aria-hidden="true">${DRAFT_MARK}</div>
<section class="paraphe-draft-notice"><h2>${DRAFT_MARK} : ce document n’est pas le contrat</h2>
<p>Ce projet ne peut être ni signé ni exécuté tant que ces informations exigées par la loi manquent :</p>
<ul>${items}</ul></section>`;
  const withStyle = /<\/head\s*>/i.test(html) ? html.replace(/<\/head\s*>/i, `${style}</head>`) : `${style}${html}`;
  const body = /<body(?:\s[^>]*)?>/i.exec(withStyle);
  if (!body) return `${withStyle}${notice}`;
  const at = body.index + body[0].length;
  return withStyle.slice(0, at) + notice + withStyle.slice(at);
}
