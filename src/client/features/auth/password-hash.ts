import { sha256Hex } from '../../../shared/domain/sha256';

/** Spec §5: the password leaves the browser only as its SHA-256 hex. WebCrypto where the page is a secure context. */
export async function hashPasswordForLogin(password: string): Promise<string> {
  if (globalThis.isSecureContext && globalThis.crypto?.subtle) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
  return sha256Hex(password);
}
