import { escapeHtml } from '#shared/format/escape-html.ts';
import { formatDateTimeShortWithSeconds } from '#shared/format/dates.ts';
import type { OutboxMail } from '#server/mail/list-outbox-mails.ts';

const statusLabels: Record<OutboxMail['status'], string> = {
  pending: 'en attente',
  sent: 'remis',
  failed: 'abandonné',
};

/** Escapes the text, then turns its http(s) links into anchors. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderMail(mail: OutboxMail): string {
  return `<article>
<header><strong>${escapeHtml(mail.subject)}</strong>
<span>à ${escapeHtml(mail.to)} · ${escapeHtml(mail.purpose)} · ${statusLabels[mail.status]} · ${formatDateTimeShortWithSeconds(mail.createdAt)}</span></header>
<pre>${linkify(mail.text)}</pre>
</article>`;
}

/**
 * A self-contained page (no script, inline styles only, as the CSP allows) listing the local
 * outbox newest first, so that a newcomer can click the verification link after `npm start`.
 */
export function renderDevMailsPage(mails: OutboxMail[], to: string | undefined): string {
  const title = to ? `E-mails envoyés à ${escapeHtml(to)}` : 'E-mails de développement';
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · Paraphe</title>
<style>
body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937;background:#f9fafb}
h1{font-size:1.4rem}p.hint{color:#6b7280}
article{background:#fff;border:1px solid #e5e7eb;border-radius:10px;padding:1rem 1.25rem;margin:1rem 0}
header{display:flex;flex-direction:column;gap:.25rem}header span{color:#6b7280;font-size:.875rem}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:.75rem 0 0}a{color:#4f46e5}
</style></head>
<body>
<h1>${title}</h1>
<p class="hint">Boîte d’envoi locale, la plus récente en premier. Cette page n’existe pas en production.</p>
${mails.length === 0 ? '<p>Aucun e-mail pour l’instant.</p>' : mails.map(renderMail).join('\n')}
</body>
</html>`;
}
