import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * SHA-256 hex of a text, as the login sends the password (spec §5). Pure JS so it works where
 * WebCrypto does not (pages served over plain http on a school network).
 */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}
