/**
 * Spec §5: the password leaves the browser only as its SHA-256 hex. WebCrypto where the page is a secure
 * context; elsewhere (plain http on a school network) a JavaScript SHA-256, loaded only then, so the
 * shop's first load does not carry it.
 */
export async function hashPasswordForLogin(password: string): Promise<string> {
  if (globalThis.isSecureContext && globalThis.crypto?.subtle) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
  const { sha256Hex } = await import('../../shared/domain/sha256');
  return sha256Hex(password);
}
