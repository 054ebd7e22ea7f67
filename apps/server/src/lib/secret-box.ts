import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface SecretBox {
  /** The text sealed: "v1.<iv>.<tag>.<ciphertext>", base64url parts. */
  seal(text: string): string;
  /** The text, or null when it was sealed under another key or changed since. */
  open(sealed: string): string | null;
}

/**
 * Secrets the site must read back (a bot token an owner saved) are sealed with AES-256-GCM under a
 * key derived from the server's secret, so a copy of the database alone does not reveal them; GCM's
 * tag refuses a changed or foreign value instead of returning garbage.
 */
export function createSecretBox(serverSecret: string): SecretBox {
  const key = createHash('sha256').update(`stored-secrets:${serverSecret}`).digest();
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
