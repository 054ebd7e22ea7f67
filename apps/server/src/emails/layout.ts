import type { Language } from '@dd/core';
import { emailLocale } from './i18n.ts';

export const SITE_NAME = 'Dubai Distress Deals';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** The message's language: its Content-Language header. */
  language: Language;
}

export interface EmailContent {
  subject: string;
  heading: string;
  /** Plain text; line breaks are kept. */
  paragraphs: string[];
  /** Shown in a large box (verification codes). */
  code?: string;
  /** A button (HTML) and a bare URL (text). */
  link?: { url: string; label: string };
  /** Completes the footer sentence "You received this e-mail because …". */
  reason: string;
  siteName?: string;
  /** The language the texts are in (English by default): `<html lang dir>` and the footer. */
  language?: Language;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1f2937';

/** The one layout every message uses: site name header, heading, paragraphs, code box or button, footer. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const siteName = content.siteName ?? SITE_NAME;
  const link = content.link && isWebUrl(content.link.url) ? content.link : undefined;
  const locale = emailLocale(content.language);
  const footer = locale.t('layout.footer', { reason: content.reason });
  // Right to left for Arabic, on the page and on the card itself (some clients drop <html>'s attributes).
  const align = locale.dir === 'rtl' ? 'text-align:right;' : '';

  const text = [
    siteName,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.code ? [content.code, ''] : []),
    ...(link ? [`${link.label}: ${link.url}`, ''] : []),
    '--',
    footer,
    '',
  ].join('\n');

  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
  const code = content.code
    ? `<p style="margin:24px 0;text-align:center"><span dir="ltr" style="display:inline-block;padding:16px 28px;font-size:32px;font-weight:bold;letter-spacing:8px;background:#f3f4f6;border:1px solid #d1d5db;border-radius:8px">${escapeHtml(content.code)}</span></p>`
    : '';
  const button = link
    ? `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:12px 24px;background:#b45309;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(link.label)}</a></p>
<p dir="ltr" style="margin:0 0 16px;font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(link.url)}</p>`
    : '';

  const html = `<!doctype html>
<html lang="${locale.language}" dir="${locale.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f9fafb;${FONT}">
<div dir="${locale.dir}" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;padding:32px;${align}">
<p style="margin:0 0 24px;font-size:18px;font-weight:bold;color:#b45309">${escapeHtml(siteName)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(content.heading)}</h1>
${paragraphs}
${code}
${button}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="margin:0;font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
</div>
</body>
</html>
`;
  return { subject: oneLine(content.subject), text, html, language: locale.language };
}

/** Subjects are a single header line: no line breaks, bounded length. */
function oneLine(value: string): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > 150 ? `${flat.slice(0, 149)}…` : flat;
}

function isWebUrl(value: string): boolean {
  return URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
}
