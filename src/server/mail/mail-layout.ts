import { escapeHtml } from '#shared/format/escape-html.ts';

/** The one HTML frame of every Paraphe e-mail, and its plain-text twin. */

export type MailContent = {
  /** Shown by mail clients next to the subject. */
  preheader: string;
  greeting: string;
  paragraphs: string[];
  button: { label: string; url: string };
  /** After the button: validity of the link, what to do if the mail was not expected. */
  notes: string[];
};

export const MAIL_SIGNATURE = 'L’équipe Paraphe';

/**
 * Table layout and inline styles: what mail clients (Outlook included) still render reliably.
 * Every value is escaped; the link is given as a button and as text for clients that hide
 * buttons or when the mail is read as plain text.
 */
export function renderMailHtml(content: MailContent): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;color:#1f2937">${escapeHtml(text)}</p>`;
  const note = (text: string) =>
    `<p style="margin:0 0 12px;font-size:14px;line-height:1.5;color:#4b5563">${escapeHtml(text)}</p>`;
  const url = escapeHtml(content.button.url);
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Paraphe</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#111827">Paraphe</p>
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:#4f46e5">
<a href="${url}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none">${escapeHtml(content.button.label)}</a>
</td></tr></table>
${content.notes.map(note).join('\n')}
<p style="margin:0 0 12px;font-size:14px;line-height:1.5;color:#4b5563">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${url}" style="color:#4f46e5;word-break:break-all">${url}</a></p>
<p style="margin:24px 0 0;font-size:16px;line-height:1.55;color:#1f2937">À très vite,<br>${escapeHtml(MAIL_SIGNATURE)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export function renderMailText(content: MailContent): string {
  return [
    content.greeting,
    ...content.paragraphs,
    `${content.button.label} :\n${content.button.url}`,
    ...content.notes,
    `À très vite,\n${MAIL_SIGNATURE}`,
  ].join('\n\n');
}
