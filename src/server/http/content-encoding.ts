export type ContentEncoding = 'br' | 'gzip';

/**
 * The compressed form to send, from the browser's Accept-Encoding and the forms on offer: brotli before
 * gzip, never one the browser refuses with q=0. Undefined: send the bytes as they are.
 */
export function chosenEncoding(acceptEncoding: string | undefined, offered: readonly ContentEncoding[]): ContentEncoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const token = name?.trim();
    if (token && (quality === undefined || Number(quality) > 0)) accepted.add(token);
  }
  return (['br', 'gzip'] as const).find((encoding) => offered.includes(encoding) && accepted.has(encoding));
}
