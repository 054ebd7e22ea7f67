import type { SecretHasher } from '../../lib/codes.ts';

/**
 * The token of an alert's unsubscribe link: the saved search's id and an HMAC-SHA256 of it under the
 * server's secret (no login needed, and no other alert can be named with it). It does not expire: an
 * old e-mail's link still turns its alert off.
 */
export const unsubscribeToken = (hasher: SecretHasher, savedSearchId: string): string =>
  `${savedSearchId}.${hasher.hash(`alert-unsubscribe:${savedSearchId}`)}`;

/** The saved search id a token names, when its signature is right; null otherwise. */
export function readUnsubscribeToken(hasher: SecretHasher, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const signature = token.slice(dot + 1);
  if (!/^[0-9a-f]{64}$/.test(signature)) return null;
  return hasher.matches(`alert-unsubscribe:${id}`, signature) ? id : null;
}
