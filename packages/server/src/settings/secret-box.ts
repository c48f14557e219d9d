/**
 * Encryption of secrets kept in the database (the language model's API key): AES-256-GCM under a key derived with
 * HKDF-SHA256 from `SECRETS_KEY` when it is set, else from the session-signing secret (JWT_SECRET or the one kept in
 * the database). Stored as base64 of `iv (12 bytes) | tag (16 bytes) | ciphertext`.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const INFO = 'backoffice model-settings api-key v1';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or undefined when the sealed text was made under another key or is damaged. */
  open(sealed: string): string | undefined;
}

export function createSecretBox(secretsKey: string | undefined, jwtSecret: Uint8Array): SecretBox {
  const material = secretsKey ? Buffer.from(secretsKey, 'utf8') : Buffer.from(jwtSecret);
  const key = Buffer.from(hkdfSync('sha256', material, 'backoffice-secrets', INFO, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      try {
        const bytes = Buffer.from(sealed, 'base64');
        if (bytes.length < 28) return undefined;
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
