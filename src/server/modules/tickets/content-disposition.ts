/**
 * `Content-Disposition: attachment` for a file name in any script (RFC 6266): `filename` is the ASCII
 * stand-in older clients save, `filename*` the name itself, UTF-8 percent-encoded (RFC 8187).
 */
export function attachmentDisposition(name: string, ascii: string): string {
  const fallback = ascii.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are; RFC 8187's attr-char does not allow them.
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
