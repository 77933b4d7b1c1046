/**
 * What a link in a page text may point to (issue 32 item 11): web pages, mail addresses and phone numbers.
 * The editor's link dialog turns what staff type ("www.schule.de", "musical@schule.de", "0201 123456")
 * into such a link; anything else (javascript:, data:, a path of the shop) is refused with a German hint.
 */
export type LinkCheck = { ok: true; href: string } | { ok: false; message: string };

export const LINK_ADDRESS_HINT = 'Nur Webadressen (https://…), E-Mail-Adressen und Telefonnummern sind als Link möglich.';

const EMAIL = /^[^\s@,;:<>()[\]"]+@[^\s@,;:<>()[\]"]+\.[^\s@,;:<>()[\]".]{2,}$/;
const PHONE = /^\+?[\d\s/().-]+$/;
const DOMAIN = /^(?:[a-z0-9äöüß](?:[a-z0-9äöüß-]*[a-z0-9äöüß])?\.)+[a-zäöü]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

const refused: LinkCheck = { ok: false, message: LINK_ADDRESS_HINT };

function webLink(address: string): LinkCheck {
  if (/\s/.test(address)) return refused;
  try {
    const url = new URL(address);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) return refused;
    return { ok: true, href: url.href };
  } catch {
    return refused;
  }
}

function mailLink(rest: string): LinkCheck {
  const address = rest.split('?')[0] ?? '';
  return EMAIL.test(address) && !/\s/.test(rest) ? { ok: true, href: `mailto:${rest}` } : refused;
}

function phoneLink(number: string): LinkCheck {
  if (!PHONE.test(number)) return refused;
  const digits = number.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 20) return refused;
  return { ok: true, href: `tel:${number.trim().startsWith('+') ? '+' : ''}${digits}` };
}

/** The link for what staff typed into the address field, or why it cannot be one. */
export function checkLinkAddress(input: string): LinkCheck {
  const address = input.trim();
  if (!address) return { ok: false, message: 'Bitte gib eine Adresse ein.' };
  if (/^https?:\/\//i.test(address)) return webLink(address);
  if (/^mailto:/i.test(address)) return mailLink(address.slice('mailto:'.length));
  if (/^tel:/i.test(address)) return phoneLink(address.slice('tel:'.length));
  if (EMAIL.test(address)) return { ok: true, href: `mailto:${address}` };
  if (PHONE.test(address)) return phoneLink(address);
  if (DOMAIN.test(address)) return webLink(`https://${address}`);
  return refused;
}

/** Whether a stored href is such a link, with its scheme spelled out (the editor keeps no other link). */
export function isAllowedLinkHref(href: string): boolean {
  return /^(?:https?:\/\/|mailto:|tel:)/i.test(href.trim()) && checkLinkAddress(href).ok;
}

/** The words a new link shows when nothing was selected: the address without "mailto:", else as typed. */
export function linkText(href: string, typed: string): string {
  if (href.startsWith('mailto:')) return href.slice('mailto:'.length).split('?')[0] ?? typed.trim();
  return typed.trim().replace(/^tel:/i, '');
}
