import type { AlertTexts } from './alert-texts.ts';
import { escapeHtml, type RenderedEmail, SITE_NAME } from './layout.ts';

/** Most listings one alert e-mail shows; the rest are behind "See all N". */
export const ALERT_EMAIL_MAX_LISTINGS = 10;

export interface AlertListing {
  name: string;
  location: string;
  propertyType: string;
  originalPrice: number;
  distressPrice: number;
  discountPercent: number;
  /** Absolute URL of the card photo, or null without one. */
  photoUrl: string | null;
  /** Absolute URL of the listing's page. */
  url: string;
}

export interface AlertEmailInput {
  texts: AlertTexts;
  kind: 'instant' | 'daily';
  alertName: string;
  /** Every new listing of this e-mail, the first ALERT_EMAIL_MAX_LISTINGS shown. */
  listings: AlertListing[];
  /** The search on the site (absolute). */
  searchUrl: string;
  alertsUrl: string;
  unsubscribeUrl: string;
  /** When the e-mail is made: a daily digest names its day. */
  sentAt?: Date;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1f2937';

/** A saved search's alert: up to 10 deals (photo, name, location, both prices, discount, link). */
export function savedSearchAlertEmail(input: AlertEmailInput): RenderedEmail {
  const { texts: t, listings } = input;
  const shown = listings.slice(0, ALERT_EMAIL_MAX_LISTINGS);
  const count = listings.length;
  const subject =
    input.kind === 'instant'
      ? t.instantSubject(input.alertName, count, shown[0]!.name)
      : t.dailySubject(input.alertName, count);
  const heading = input.kind === 'instant' ? t.instantHeading(count) : t.dailyHeading(count);
  const more = count > shown.length;
  const day = input.kind === 'daily' && input.sentAt ? t.date(input.sentAt) : undefined;
  const align = t.dir === 'rtl' ? 'text-align:right;' : '';

  const text = [
    SITE_NAME,
    '',
    ...(day ? [day] : []),
    heading,
    t.intro(input.alertName),
    '',
    ...shown.flatMap((l) => [
      `${l.name} (${t.off(l.discountPercent)})`,
      `${l.location} · ${l.propertyType}`,
      `${t.price(l.distressPrice)} (${t.was} ${t.price(l.originalPrice)})`,
      l.url,
      '',
    ]),
    ...(more ? [`${t.seeAll(count)}: ${input.searchUrl}`, ''] : []),
    '--',
    `${t.manage}: ${input.alertsUrl}`,
    `${t.unsubscribe}: ${input.unsubscribeUrl}`,
    t.reason(input.alertName),
    '',
  ].join('\n');

  const cards = shown
    .map((l) => {
      const photo = l.photoUrl
        ? `<a href="${escapeHtml(l.url)}"><img src="${escapeHtml(l.photoUrl)}" alt="${escapeHtml(l.name)}" width="496" style="display:block;width:100%;max-width:496px;height:auto;border-radius:6px 6px 0 0;border:0"></a>`
        : '';
      return `<div style="margin:0 0 20px;border:1px solid #e5e7eb;border-radius:8px">
${photo}
<div style="padding:14px 16px">
<p style="margin:0 0 4px"><span style="display:inline-block;padding:2px 8px;background:#dc2626;color:#ffffff;border-radius:4px;font-size:12px;font-weight:bold">${escapeHtml(t.off(l.discountPercent))}</span></p>
<p style="margin:6px 0 2px;font-size:17px;font-weight:bold"><a href="${escapeHtml(l.url)}" style="color:#0f1f3d;text-decoration:none">${escapeHtml(l.name)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#4b5563">${escapeHtml(l.location)} · ${escapeHtml(l.propertyType)}</p>
<p style="margin:0 0 12px;font-size:16px"><strong>${escapeHtml(t.price(l.distressPrice))}</strong> <s style="color:#6b7280;font-size:14px">${escapeHtml(t.price(l.originalPrice))}</s></p>
<a href="${escapeHtml(l.url)}" style="display:inline-block;padding:8px 16px;background:#b45309;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;font-size:14px">${escapeHtml(t.view)}</a>
</div>
</div>`;
    })
    .join('\n');
  const seeAll = more
    ? `<p style="margin:8px 0 24px;text-align:center"><a href="${escapeHtml(input.searchUrl)}" style="display:inline-block;padding:12px 24px;background:#0f1f3d;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(t.seeAll(count))}</a></p>`
    : '';

  const html = `<!doctype html>
<html lang="${t.lang}" dir="${t.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f9fafb;${FONT}">
<div dir="${t.dir}" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;padding:24px 32px;${align}">
<p style="margin:0 0 20px;font-size:18px;font-weight:bold;color:#b45309">${escapeHtml(SITE_NAME)}</p>
${day ? `<p style="margin:0 0 4px;font-size:13px;color:#6b7280">${escapeHtml(day)}</p>\n` : ''}<h1 style="margin:0 0 8px;font-size:22px">${escapeHtml(heading)}</h1>
<p style="margin:0 0 20px;line-height:1.5">${escapeHtml(t.intro(input.alertName))}</p>
${cards}
${seeAll}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="margin:0 0 8px;font-size:13px"><a href="${escapeHtml(input.alertsUrl)}" style="color:#0f1f3d">${escapeHtml(t.manage)}</a> · <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#0f1f3d">${escapeHtml(t.unsubscribe)}</a></p>
<p style="margin:0;font-size:12px;color:#6b7280">${escapeHtml(t.reason(input.alertName))}</p>
</div>
</body>
</html>
`;
  return { subject: subject.replace(/\s+/g, ' ').trim().slice(0, 150), text, html, language: t.lang };
}
