import { escapeHtml } from '../../../shared/domain/mail-placeholders.js';

export interface MailBrand {
  shopName: string;
  /** '#1976d2' */
  primary: string;
  background: string;
  /** Content id of an attached logo (PNG/JPEG), or null for the shop name alone. */
  logoCid: string | null;
}

const HEX = /^#[0-9a-f]{6}$/i;
const safeColour = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);

/**
 * The order mails' frame: a band in the shop's colour with its logo, the template's body on white, at most
 * 600 px wide and fluid below (tables and inline styles, as mail apps need them; no external images).
 * It speaks the order's language (issue 53): `lang`, and `dir="rtl"` for Arabic so mail apps mirror it.
 */
export function brandedMail(
  body: string,
  brand: MailBrand,
  title: string,
  language: { lang: string; dir: 'ltr' | 'rtl' } = { lang: 'de', dir: 'ltr' },
): string {
  const primary = safeColour(brand.primary, '#1976d2');
  const background = safeColour(brand.background, '#ffffff');
  const logo = brand.logoCid
    ? `<img src="cid:${brand.logoCid}" alt="${escapeHtml(brand.shopName)}" height="40" style="display:block;height:40px;width:auto;max-width:200px;border:0">`
    : `<span style="font-size:20px;font-weight:bold;color:#ffffff">${escapeHtml(brand.shopName)}</span>`;
  return `<!doctype html>
<html lang="${escapeHtml(language.lang)}"${language.dir === 'rtl' ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>img{max-width:100%;height:auto}table.mail-items{width:100%}table.mail-items th,table.mail-items td{padding:6px 4px}@media (max-width:480px){.mail-body{padding:12px !important}}</style></head>
<body style="margin:0;padding:0;background:${background};font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${background}"><tr><td align="center" style="padding:12px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid #dddddd;border-radius:6px;border-collapse:separate">
<tr><td style="background:${primary};padding:16px 24px;border-radius:6px 6px 0 0">${logo}</td></tr>
<tr><td class="mail-body" style="padding:24px;overflow-wrap:break-word">${body}</td></tr>
</table></td></tr></table></body></html>`;
}
