/**
 * The text and HTML parts of a MIME message as the mail transport composed it (nodemailer: multipart
 * with quoted-printable or base64 text parts), so the back office can show what went out.
 */
export interface MailParts {
  html: string | null;
  text: string | null;
  attachments: string[];
}

function splitHead(part: string): [headers: Record<string, string>, body: string] {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return [headers, body];
}

function decode(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function walk(part: string, into: MailParts): void {
  const [headers, body] = splitHead(part);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = body.split(`--${boundary}`);
    for (const piece of pieces.slice(1)) {
      if (piece.startsWith('--')) break;
      walk(piece.replace(/^\r?\n/, '').replace(/\r?\n$/, ''), into);
    }
    return;
  }
  const disposition = headers['content-disposition'] ?? '';
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (/^text\/html/i.test(type) && !/attachment/i.test(disposition) && into.html === null) into.html = decode(body, encoding);
  else if (/^text\/plain/i.test(type) && !/attachment/i.test(disposition) && into.text === null) into.text = decode(body, encoding);
  else into.attachments.push(/filename="?([^";]+)"?/i.exec(`${disposition};${type}`)?.[1] ?? type.split(';')[0]);
}

export function mailParts(raw: Uint8Array): MailParts {
  const parts: MailParts = { html: null, text: null, attachments: [] };
  walk(Buffer.from(raw).toString('latin1'), parts);
  return parts;
}
